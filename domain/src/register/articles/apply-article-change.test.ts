import { describe, expect, it } from "vitest";
import { applyArticleChange } from "./apply-article-change";
import { undoArticleChange } from "./undo-article-change";
import type { Article, ArticleChange } from "./article-change.types";

const nb = (text: string) => [{ text, language: "nb" }];
const article = (paragraph: number, title: string): Article => ({ paragraph, titles: nb(title), texts: nb(`${title} tekst`) });
const articles = [article(1, "Foretaksnavn"), article(2, "Forretningskontor"), article(3, "Aksjekapital")];
const change = (action: ArticleChange["action"], paragraph: number, after = ""): ArticleChange => ({
  id: "c1", action, paragraph,
  titlesBefore: articles.find((a) => a.paragraph === paragraph)?.titles ?? [],
  textsBefore: articles.find((a) => a.paragraph === paragraph)?.texts ?? [],
  titlesAfter: after ? nb(after) : [], textsAfter: after ? nb(`${after} tekst`) : [],
});
const titles = (list: Article[]) => list.map((a) => `${a.paragraph} ${a.titles[0]?.text}`);

describe("applyArticleChange", () => {
  it("adds § 2 and shifts the later paragraphs up; undo shifts them back", () => {
    const add = change("AddArticle", 2, "Formål");
    const added = applyArticleChange(articles, add);
    expect(titles(added)).toEqual(["1 Foretaksnavn", "2 Formål", "3 Forretningskontor", "4 Aksjekapital"]);
    expect(undoArticleChange(added, add)).toEqual(articles);
  });

  it("removes § 2 and shifts the later ones down; undo restores it", () => {
    const remove = change("RemoveArticle", 2);
    const removed = applyArticleChange(articles, remove);
    expect(titles(removed)).toEqual(["1 Foretaksnavn", "2 Aksjekapital"]);
    expect(undoArticleChange(removed, remove)).toEqual(articles);
  });

  it("edits § 3 keeping the old text where no new text is given; undo puts it back", () => {
    const edit = { ...change("EditArticle", 3, "Selskapets aksjekapital"), textsAfter: [{ text: "", language: "nb" }] };
    const edited = applyArticleChange(articles, edit);
    expect(edited[2]).toEqual({ paragraph: 3, titles: nb("Selskapets aksjekapital"), texts: nb("Aksjekapital tekst") });
    expect(undoArticleChange(edited, edit)).toEqual(articles);
  });
});
