import type { Article, ArticleChange } from "./article-change.types";
import { insertArticle, removeArticle } from "./shift-articles";

/** Undoing a change reverses its shifts (seed 001): an add is removed, a remove restored, an edit put back. */
export function undoArticleChange(articles: Article[], change: ArticleChange): Article[] {
  const { paragraph } = change;
  if (change.action === "AddArticle") {
    return removeArticle(articles, paragraph);
  }
  if (change.action === "RemoveArticle") {
    return insertArticle(articles, { paragraph, titles: change.titlesBefore, texts: change.textsBefore });
  }
  return articles.map((a) => (a.paragraph === paragraph ? { ...a, titles: change.titlesBefore, texts: change.textsBefore } : a));
}
