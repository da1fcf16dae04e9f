import type { Article, ArticleChange, ArticleText } from "./article-change.types";

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
    const shifted = articles.map((a) => (a.paragraph >= paragraph ? { ...a, paragraph: a.paragraph + 1 } : a));
    return [...shifted, { paragraph, titles: change.titlesAfter, texts: change.textsAfter }].sort((a, b) => a.paragraph - b.paragraph);
  }
  if (change.action === "RemoveArticle") {
    return articles
      .filter((a) => a.paragraph !== paragraph)
      .map((a) => (a.paragraph > paragraph ? { ...a, paragraph: a.paragraph - 1 } : a));
  }
  return articles.map((a) =>
    a.paragraph === paragraph
      ? { ...a, titles: keepOldWhereEmpty(a.titles, change.titlesAfter), texts: keepOldWhereEmpty(a.texts, change.textsAfter) }
      : a,
  );
}
