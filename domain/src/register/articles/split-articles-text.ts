import { stripUnsafeCharacters } from '../../kernel/format/safe-text';

export type SplitArticle = { paragraph: number; title: string; text: string };
export type SplitArticles = { paragraphFormat: { prefix: string; suffix: string }; articles: SplitArticle[] };

/** "§ 1 Foretaksnavn", "§1.", "Artikkel 2 – Formål", "Article 3: Share capital", "4. Styre": a heading line. */
const heading = /^\s*(§|(?:Artikkel|Artikel|Article|Paragraf)\s)?\s*(\d{1,3})\s*([.):]?)\s*[-–—:]?\s*(.*)$/i;

type Heading = { marker: string; number: number; punctuation: string; rest: string };

const headingOf = (line: string): Heading | null => {
  const match = heading.exec(line);
  if (!match) return null;
  const [, marker = '', number, punctuation = '', rest = ''] = match;
  // A bare number opens a paragraph only as "4." followed by a short title, not a sentence ("4. The company ... .").
  if (!marker && (punctuation !== '.' || rest.length > 80 || /[.;]$/.test(rest))) return null;
  return { marker: marker.trim(), number: Number(number), punctuation, rest: rest.trim() };
};

/** A heading's rest is its title when short and not a sentence; else the paragraph has no title and the rest is text. */
const titleOrText = (rest: string) => (rest.length <= 80 && !/[.;]$/.test(rest) ? { title: rest, text: '' } : { title: '', text: rest });

const formatOf = (first: Heading | undefined) => {
  if (!first || first.marker === '§') return { prefix: '§ ', suffix: '' };
  if (first.marker) return { prefix: `${first.marker} `, suffix: '' };
  return { prefix: '', suffix: first.punctuation };
};

const joined = (lines: readonly string[]) => lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();

/**
 * Splits the text of a company's articles (pasted, or read from a .docx) into paragraphs. A paragraph opens at a
 * heading line ("§ 1 Foretaksnavn", "Article 1", "1. Name"); a short heading rest is the title, a following line
 * the title when the heading is bare ("§ 1" alone); what comes before the first heading (the document's title and
 * date) is left out. Text without headings becomes one paragraph per block, untitled. Paragraphs are numbered
 * 1, 2, 3 … in their order, whatever the text numbered them, and the format follows the first heading's.
 */
export const splitArticlesText = (raw: string): SplitArticles => {
  const lines = stripUnsafeCharacters(raw).split('\n').map((line) => line.trimEnd());
  const headings = lines.map(headingOf);
  const firstHeading = headings.findIndex(Boolean);
  if (firstHeading === -1) {
    const blocks = joined(lines).split(/\n\s*\n/).map((block) => block.trim()).filter(Boolean);
    return { paragraphFormat: formatOf(undefined), articles: blocks.map((text, index) => ({ paragraph: index + 1, title: '', text })) };
  }
  const articles: SplitArticle[] = [];
  let body: string[] = [];
  let open: { title: string; text: string } | null = null;
  const close = () => {
    if (open) articles.push({ paragraph: articles.length + 1, title: open.title, text: joined([open.text, ...body]) });
    body = [];
  };
  lines.slice(firstHeading).forEach((line, index) => {
    const found = headings[firstHeading + index];
    if (found) {
      close();
      open = titleOrText(found.rest);
    } else if (open && !open.title && !open.text && body.every((bodyLine) => !bodyLine.trim()) && line.trim() && line.trim().length <= 80 && !/[.;]$/.test(line.trim())) {
      open.title = line.trim();
    } else body.push(line);
  });
  close();
  return { paragraphFormat: formatOf(headings[firstHeading] ?? undefined), articles };
};
