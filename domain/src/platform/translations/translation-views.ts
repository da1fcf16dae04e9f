// What the translation calls answer, shared by the domain that builds it and the apps that show it.
import type { CatalogueOverrides } from '../../collected/catalogue-overrides';
import type { Language } from '../../kernel/i18n/languages';

/** One key's text in one language: the text in use, the shipped one, and whether an override replaces it. */
export type TranslationText = { text: string; shipped: string; overridden: boolean };

/** One message key in `/t`: its room (area), its texts, and what is flagged (missing, or the same as English). */
export type TranslationRow = {
  key: string;
  area: string;
  texts: Record<Language, TranslationText>;
  missing: Language[];
  sameAsEnglish: Language[];
};

/** `GET /t/messages`: the matching keys, how many keys there are in all, and the overrides' version. */
export type TranslationList = { version: number; total: number; rows: TranslationRow[] };

/** The overrides and the version that names them, as a process keeps them. */
export type TranslationOverridesView = { version: number; overrides: CatalogueOverrides };

/** `GET /translations/{language}`: the texts an app shows in one language (the catalogue with the overrides over it), and the overrides' version. */
export type TranslationsView = { version: number; texts: Record<string, string> };
