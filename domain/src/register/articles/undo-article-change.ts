import type { Article, ArticleChange } from "./article-change.types";

/** Undoing a change reverses its shifts (seed 001): an add is removed, a remove restored, an edit put back. */
export function undoArticleChange(articles: Article[], change: ArticleChange): Article[] {
  const { paragraph } = change;
  if (change.action === "AddArticle") {
    return articles
      .filter((a) => a.paragraph !== paragraph)
      .map((a) => (a.paragraph > paragraph ? { ...a, paragraph: a.paragraph - 1 } : a));
  }
  if (change.action === "RemoveArticle") {
    const shifted = articles.map((a) => (a.paragraph >= paragraph ? { ...a, paragraph: a.paragraph + 1 } : a));
    return [...shifted, { paragraph, titles: change.titlesBefore, texts: change.textsBefore }].sort((a, b) => a.paragraph - b.paragraph);
  }
  return articles.map((a) => (a.paragraph === paragraph ? { ...a, titles: change.titlesBefore, texts: change.textsBefore } : a));
}
