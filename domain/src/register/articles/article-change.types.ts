export type ArticleText = { text: string; language: string };

export type Article = { paragraph: number; titles: ArticleText[]; texts: ArticleText[] };

export type ArticleChange = {
  id: string;
  action: "AddArticle" | "EditArticle" | "RemoveArticle";
  paragraph: number;
  titlesBefore: ArticleText[];
  textsBefore: ArticleText[];
  titlesAfter: ArticleText[];
  textsAfter: ArticleText[];
};
