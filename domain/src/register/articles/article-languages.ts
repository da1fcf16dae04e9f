import type { Language } from '../../kernel/i18n/languages';

/** A version is adopted articles, or a text imported and not yet saved as a version. */
export const articleVersionStatuses = ['ADOPTED', 'IMPORT'] as const;
export type ArticleVersionStatus = (typeof articleVersionStatuses)[number];

export type ArticleLanguage = Language;

/**
 * The languages articles may be written in (seed 000: Norwegian or Swedish by the company's country, and English);
 * the first is the company's own.
 */
export const articleLanguagesOf = (country: string): [ArticleLanguage, ArticleLanguage] => (country === 'SE' ? ['sv', 'en'] : ['nb', 'en']);

/** The paragraph's heading number in the version's format, e.g. "§ 1" for prefix "§ " (seed: paragraphFormat prefix and suffix). */
export const paragraphLabel = (paragraph: number, format: { prefix: string; suffix: string }): string => `${format.prefix}${paragraph}${format.suffix}`;

/** The default paragraph format: "§ 1". */
export const defaultParagraphFormat = { prefix: '§ ', suffix: '' };
