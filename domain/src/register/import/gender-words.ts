import { languages, type Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';

const genders = ['male', 'female'] as const;
type Gender = (typeof genders)[number];

/** The word a spreadsheet shows for a gender, in the file's language ("Kvinne", "Kvinna", "Female"). */
export const genderWord = (gender: Gender, language: Language): string => translate(language, `shareholders.gender.${gender}`);

let genderOf: Map<string, Gender> | undefined;

/**
 * A gender cell as the shareholder rules take it: the word of any of the three languages, any case, or the seed's
 * `male` / `female`; anything else is passed on as written, for the rules to refuse. The words are looked up once
 * (a 100,000-row import asks for every row).
 */
export const genderOfWord = (text: string): string => {
  genderOf ??= new Map(genders.flatMap((gender) => [[gender, gender] as const, ...languages.map((language) => [genderWord(gender, language).toLowerCase(), gender] as const)]));
  return genderOf.get(text.trim().toLowerCase()) ?? text;
};
