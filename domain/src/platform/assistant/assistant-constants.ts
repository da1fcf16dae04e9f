// The AI writing assistant's vocabulary and limits (seed 000, sections 3, 4, 7 and 9).

export const aiPromptTypes = ['CUSTOM', 'FREETEXT_DESCRIPTION', 'COMPLETION_MESSAGE_TO_SHAREHOLDERS', 'COMPLETION_MESSAGE_TO_BOARD_MEMBERS'] as const;
export type AiPromptType = (typeof aiPromptTypes)[number];
export const aiActions = ['COMPLETE', 'EXPAND', 'CONCISE', 'CUSTOM'] as const;
export type AiAction = (typeof aiActions)[number];
export const aiStyles = ['FORMAL', 'NEUTRAL', 'ENGAGING'] as const;
export type AiStyle = (typeof aiStyles)[number];
export const aiLengths = ['COMPLEMENTARY', 'CONCISE'] as const;
export type AiLength = (typeof aiLengths)[number];
/** The temperature is always medium. */
export const aiTemperatures = ['MEDIUM'] as const;
/** Medium, as the sampling temperature sent to the model. */
export const aiMediumTemperature = 0.7;

/** Defaults: complete, neutral style, complementary length. */
export const aiDefaults = { action: 'COMPLETE', style: 'NEUTRAL', length: 'COMPLEMENTARY' } as const satisfies { action: AiAction; style: AiStyle; length: AiLength };

/** Fewer words than this fail at once with `ai.error.minimumLength`. */
export const aiMinimumWords = 3;
/** A text (or custom prompt) over this many characters is refused with `ai.error.tooLong` (the seed gives no number; see docs/decisions/platform/assistant.md). */
export const aiMaxInputLength = 8_000;
export const aiMaxCustomPromptLength = 1_000;
/** The progress text types one character per this many milliseconds. */
export const aiProgressCharacterMs = 50;

export const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;
