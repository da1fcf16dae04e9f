import type { Article, ArticleChange, ArticleText } from "./article-change.types";
import { insertArticle, removeArticle } from "./shift-articles";

function keepOldWhereEmpty(before: ArticleText[], after: ArticleText[]): ArticleText[] {
  return before.map((old) => {
    const given = after.find((entry) => entry.language === old.language);
    return given && given.text.trim() !== "" ? given : old;
  });
}

/** Seed 001 "Article change effects": add shifts later paragraphs up, remove shifts them down, edit keeps old text where none is given. */
export function applyArticleChange(articles: Article[], change: ArticleChange): Article[] {
  const { paragraph } = change;
  if (change.action === "AddArticle") {
    return insertArticle(articles, { paragraph, titles: change.titlesAfter, texts: change.textsAfter });
  }
  if (change.action === "RemoveArticle") {
    return removeArticle(articles, paragraph);
  }
  return articles.map((a) =>
    a.paragraph === paragraph
      ? { ...a, titles: keepOldWhereEmpty(a.titles, change.titlesAfter), texts: keepOldWhereEmpty(a.texts, change.textsAfter) }
      : a,
  );
}
