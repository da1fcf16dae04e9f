import { shareClassCodes, type ShareClassCode, type ShareClassCustomName } from '../share-classes/share-class-codes';

/** A class of the extract as the register keeps it: a code, and the extract's own words when no code says it. */
export type ClassFromPublicRegister = { code: ShareClassCode; customNames: ShareClassCustomName[] };

const isin = /^[A-Z]{2}[A-Z0-9]{9}\d$/;
const ordinary = /^ordin(æ|ae)re?\s+aksjer?$/i;
const lettered = /^([A-J])[-\s]?aksjer?$/i;
const preference = /^pref(eranse)?[-\s]?aksjer?$/i;
const freeLetters = shareClassCodes.filter((code) => /^[A-J]$/.test(code));
const wordShares = /^(.+?)([-\s])aksjer?$/i;

/** "Investor-aksjer" is named "Investor" joined by a dash to the language's word for shares; an ISIN is named as it is, then a space. */
const customName = (text: string): ShareClassCustomName => {
  const [, name, separator] = wordShares.exec(text) ?? [];
  return name ? { language: 'nb', name, separator: separator === '-' ? 'DASH' : 'SPACE' } : { language: 'nb', name: text, separator: 'SPACE' };
};

/**
 * The extract's class texts (in the order first met) as the register's classes: `Ordinære aksjer` is COMMON, and an
 * ISIN too when it is the company's only class; `A-aksjer` to `J-aksjer` their letter; `Preferanseaksjer`
 * PREFERENCE; any other text (another ISIN) the next free letter, with the text as its Norwegian name.
 */
export const classesFromPublicRegister = (texts: readonly string[]): Map<string, ClassFromPublicRegister> => {
  const classes = new Map<string, ClassFromPublicRegister>();
  const taken = new Set<ShareClassCode>();
  const known = (text: string): ShareClassCode | null => {
    if (ordinary.test(text) || (texts.length === 1 && isin.test(text))) return 'COMMON';
    if (preference.test(text)) return 'PREFERENCE';
    const letter = lettered.exec(text)?.[1]?.toUpperCase();
    return letter ? (letter as ShareClassCode) : null;
  };
  for (const text of texts) {
    const code = known(text);
    if (code && !taken.has(code)) {
      taken.add(code);
      classes.set(text, { code, customNames: [] });
    }
  }
  for (const text of texts) {
    if (classes.has(text)) continue;
    const code = freeLetters.find((letter) => !taken.has(letter)) ?? 'UNKNOWN';
    taken.add(code);
    classes.set(text, { code, customNames: [customName(text)] });
  }
  return classes;
};
