import { languages, type Language } from '../../kernel/i18n/languages';
import { translate } from '../../kernel/i18n/translate';

const genders = ['male', 'female'] as const;
type Gender = (typeof genders)[number];

/** The word a spreadsheet shows for a gender, in the file's language ("Kvinne", "Kvinna", "Female"). */
export const genderWord = (gender: Gender, language: Language): string => translate(language, `shareholders.gender.${gender}`);

/**
 * A gender cell as the shareholder rules take it: the word of any of the three languages, any case, or the seed's
 * `male` / `female`; anything else is passed on as written, for the rules to refuse.
 */
export const genderOfWord = (text: string): string => {
  const word = text.trim().toLowerCase();
  const gender = genders.find((candidate) => candidate === word || languages.some((language) => genderWord(candidate, language).toLowerCase() === word));
  return gender ?? text;
};
