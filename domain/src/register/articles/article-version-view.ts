import type { Language } from '../../kernel/i18n/languages';
import type { Article, ArticleChange } from './article-change.types';
import type { ArticlesOfAssociation } from './articles-of-association.entity';
import type { ArticleEntry, ArticlesVersionSummary, ArticlesVersionView } from './article-views';

/** A change as kept on the version: with the share capital mark before it, so undoing it puts the mark back. */
export type RecordedArticleChange = ArticleChange & { shareCapitalParagraphBefore: number | null };

const textIn = (texts: { text: string; language: string }[], language: string) => texts.find((entry) => entry.language === language)?.text ?? '';

/** The paragraphs as the seed's flat entries, one per paragraph and language. */
export const entriesOf = (articles: readonly Article[], languages: readonly Language[]): ArticleEntry[] =>
  articles.flatMap((article) => languages.map((language) => ({ paragraph: article.paragraph, language, name: textIn(article.titles, language), text: textIn(article.texts, language) })));

/** The flat entries as paragraphs with their titles and texts per language, in paragraph order. */
export const articlesOf = (entries: readonly ArticleEntry[]): Article[] =>
  [...new Set(entries.map((entry) => entry.paragraph))]
    .sort((a, b) => a - b)
    .map((paragraph) => {
      const own = entries.filter((entry) => entry.paragraph === paragraph);
      return { paragraph, titles: own.map(({ name, language }) => ({ text: name, language })), texts: own.map(({ text, language }) => ({ text, language })) };
    });

const withoutMark = ({ shareCapitalParagraphBefore: _mark, ...change }: RecordedArticleChange): ArticleChange => change;

export const articlesVersionView = (version: ArticlesOfAssociation, locked: boolean): ArticlesVersionView => ({
  id: version.id,
  date: version.date,
  status: version.status,
  locked,
  languages: version.languages,
  paragraphFormat: { prefix: version.paragraphPrefix, suffix: version.paragraphSuffix },
  jsondata: entriesOf(version.articles, version.languages),
  articles: version.articles,
  changes: (version.changes as RecordedArticleChange[]).map(withoutMark),
  shareCapitalParagraph: version.shareCapitalParagraph ?? null,
  updatedAt: version.updatedAt.toISOString(),
});

export const articlesVersionSummary = (version: ArticlesOfAssociation, locked: boolean): ArticlesVersionSummary => ({
  id: version.id,
  date: version.date,
  status: version.status,
  locked,
  languages: version.languages,
  updatedAt: version.updatedAt.toISOString(),
  paragraphs: version.articles.length,
});
