export const languages = ['nb', 'sv', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nb';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** BCP 47 tag used for Intl formatting of each interface language. */
export const localeTag: Record<Language, string> = { nb: 'nb-NO', sv: 'sv-SE', en: 'en-GB' };
