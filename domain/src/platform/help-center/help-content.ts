import type { Language } from '../../kernel/i18n/languages';

/**
 * One language's text of an article or a story. The body is a small, safe subset of markdown: `## ` starts a
 * heading, `1. ` a numbered step, `- ` a bullet, and blank lines separate paragraphs. No HTML, links or inline markup:
 * the apps render it as plain text elements (`helpBlocks`).
 */
export type HelpText = { title: string; summary: string; body: string };

export const helpTopics = ['register', 'shareholders', 'governance'] as const;
export type HelpTopic = (typeof helpTopics)[number];

/** A help-center article: written in nb, sv and en; `companyPage` is where it is done, under `/company/{orgNo}/`. */
export type HelpArticle = { slug: string; topic: HelpTopic; companyPage: string; texts: Record<Language, HelpText> };

/** A story of `/stories/{story?}`, readable without signing in. */
export type Story = { slug: string; texts: Record<Language, HelpText> };

export type HelpBlock = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'steps' | 'bullets'; items: string[] };

const listKinds = [
  { kind: 'steps', marker: /^\d+\.\s+/ },
  { kind: 'bullets', marker: /^-\s+/ },
] as const;

/** A body as blocks of plain text: headings, paragraphs, numbered steps and bullets (see `HelpText`). */
export const helpBlocks = (body: string): HelpBlock[] => {
  const blocks: HelpBlock[] = [];
  for (const chunk of body.trim().split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    lines.forEach((line, index) => {
      const list = listKinds.find(({ marker }) => marker.test(line));
      const last = blocks.at(-1);
      if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      else if (list && last?.kind === list.kind) last.items.push(line.replace(list.marker, ''));
      else if (list) blocks.push({ kind: list.kind, items: [line.replace(list.marker, '')] });
      // A line that goes on from the paragraph above it in the same chunk belongs to that paragraph.
      else if (index > 0 && last?.kind === 'paragraph') last.text = `${last.text} ${line}`;
      else blocks.push({ kind: 'paragraph', text: line });
    });
  }
  return blocks;
};
