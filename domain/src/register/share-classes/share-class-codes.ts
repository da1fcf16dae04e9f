import type { Language } from '../../kernel/i18n/languages';

const extraordinaryLetters = ['K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'] as const;

/** Share class codes (seed: register, section 3). */
export const shareClassCodes = [
  'COMMON',
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J',
  'UNKNOWN',
  'PREFERENCE',
  'EXTRAORDINARY',
  ...extraordinaryLetters.map((letter) => `EXTRAORDINARY_${letter}` as const),
] as const;
export type ShareClassCode = (typeof shareClassCodes)[number];

export const separators = ['SPACE', 'DASH', 'NONE'] as const;
export type Separator = (typeof separators)[number];
export type ShareClassCustomName = { language: Language; name: string; separator: Separator };

export const separatorText: Record<Separator, string> = { SPACE: ' ', DASH: '-', NONE: '' };

/** Codes offered for a new class: not UNKNOWN, none with an underscore, none the company already has. */
export const offeredShareClassCodes = (existing: readonly ShareClassCode[]): ShareClassCode[] =>
  shareClassCodes.filter((code) => code !== 'UNKNOWN' && !code.includes('_') && !existing.includes(code));
