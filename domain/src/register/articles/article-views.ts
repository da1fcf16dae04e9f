// What the articles of association calls answer, shared by the domain that builds it and the apps that show it.
import type { Language } from '../../kernel/i18n/languages';
import type { Article, ArticleChange } from './article-change.types';
import type { ArticleVersionStatus } from './article-languages';

/** One paragraph in one language (seed: jsondata entries). */
export type ArticleEntry = { paragraph: number; language: Language; name: string; text: string };

/** One dated version (seed document shape: languages, paragraphFormat, jsondata), with its paragraphs and its undo stack. */
export type ArticlesVersionView = {
  id: string;
  date: string;
  status: ArticleVersionStatus;
  /** An earlier version, kept as history: it cannot change. */
  locked: boolean;
  languages: Language[];
  paragraphFormat: { prefix: string; suffix: string };
  jsondata: ArticleEntry[];
  articles: Article[];
  changes: ArticleChange[];
  shareCapitalParagraph: number | null;
  updatedAt: string;
};

/** A version in the list (`GET /articleofassociation/list/{orgNo}`), newest first, imported drafts with them. */
export type ArticlesVersionSummary = Pick<ArticlesVersionView, 'id' | 'date' | 'status' | 'locked' | 'languages' | 'updatedAt'> & { paragraphs: number };
