import { catalogue } from './message-catalogue';
import { languages, type Language } from '../kernel/i18n/languages';

/** Texts that replace the shipped catalogue's, per language and key (the translation admin's overrides). */
export type CatalogueOverrides = Record<Language, Record<string, string>>;

export const noOverrides = (): CatalogueOverrides => ({ nb: {}, sv: {}, en: {} });

/** The catalogue as it is used: the shipped texts with the overrides over them. */
export const catalogueWith = (overrides: CatalogueOverrides): Record<Language, Record<string, string>> =>
  Object.fromEntries(languages.map((language) => [language, { ...catalogue[language], ...overrides[language] }])) as Record<
    Language,
    Record<string, string>
  >;
