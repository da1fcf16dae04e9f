import type { Article } from "./article-change.types";

/** Inserts an article at its paragraph, moving later paragraphs up by one. */
export function insertArticle(articles: Article[], inserted: Article): Article[] {
  const shifted = articles.map((a) => (a.paragraph >= inserted.paragraph ? { ...a, paragraph: a.paragraph + 1 } : a));
  return [...shifted, inserted].sort((a, b) => a.paragraph - b.paragraph);
}

/** Removes the article at a paragraph, moving later paragraphs down by one. */
export function removeArticle(articles: Article[], paragraph: number): Article[] {
  return articles
    .filter((a) => a.paragraph !== paragraph)
    .map((a) => (a.paragraph > paragraph ? { ...a, paragraph: a.paragraph - 1 } : a));
}

/** Where a marked paragraph (the share capital's) is after a change: moved by its shifts, gone with its removal. */
export function shiftMarkedParagraph(marked: number | null, action: 'AddArticle' | 'EditArticle' | 'RemoveArticle', paragraph: number): number | null {
  if (marked === null || action === 'EditArticle') return marked;
  if (action === 'AddArticle') return marked >= paragraph ? marked + 1 : marked;
  if (marked === paragraph) return null;
  return marked > paragraph ? marked - 1 : marked;
}
