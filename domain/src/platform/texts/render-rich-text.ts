import type { AutoTextVariable } from './auto-text-variables';
import type { RichTextBlock, RichTextDocument, RichTextInline } from './rich-text.schemas';
import { richTextOf } from './stored-rich-text';

// A document rendered with its variables' values: as HTML (emails, previews) and as plain text blocks (PDFs).

/** The key of a variable's value: its type, and its date when it has one ("SHARE_CAPITAL@2026-01-31"). */
export const autoTextValueKey = ({ type, perDate }: AutoTextVariable): string => (perDate ? `${type}@${perDate}` : type);

/** Resolved values by `autoTextValueKey`; a missing one renders as `fallback(variable)`. */
export type AutoTextValues = { values: Record<string, string>; fallback: (variable: AutoTextVariable) => string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const autoTextValueOf = (variable: AutoTextVariable, values: AutoTextValues): string => values.values[autoTextValueKey(variable)] ?? values.fallback(variable);

const variableOf = (node: Extract<RichTextInline, { type: 'autoTextVariable' }>): AutoTextVariable => ({
  type: node.attrs.variableType,
  ...(node.attrs.perDate ? { perDate: node.attrs.perDate } : {}),
});

const markTags = { bold: 'strong', italic: 'em', underline: 'u', strike: 's' } as const;

const inlineHtml = (nodes: RichTextInline[] | undefined, values: AutoTextValues): string =>
  (nodes ?? [])
    .map((node) => {
      if (node.type === 'hardBreak') return '<br>';
      if (node.type === 'autoTextVariable') return escapeHtml(autoTextValueOf(variableOf(node), values));
      return (node.marks ?? []).reduce((html, mark) => `<${markTags[mark.type]}>${html}</${markTags[mark.type]}>`, escapeHtml(node.text));
    })
    .join('');

const blockHtml = (block: RichTextBlock, values: AutoTextValues): string => {
  switch (block.type) {
    case 'paragraph':
      return `<p>${inlineHtml(block.content, values)}</p>`;
    case 'heading':
      return `<h${block.attrs.level}>${inlineHtml(block.content, values)}</h${block.attrs.level}>`;
    case 'blockquote':
      return `<blockquote>${block.content.map((child) => blockHtml(child, values)).join('')}</blockquote>`;
    case 'bulletList':
    case 'orderedList': {
      const tag = block.type === 'bulletList' ? 'ul' : 'ol';
      return `<${tag}>${block.content.map((item) => `<li>${item.content.map((child) => blockHtml(child, values)).join('')}</li>`).join('')}</${tag}>`;
    }
  }
};

/** The document as HTML built from the validated document alone (every text escaped), for emails and previews. */
export const renderRichTextHtml = (document: RichTextDocument, values: AutoTextValues): string => document.content.map((block) => blockHtml(block, values)).join('');

/** A block of plain text for a PDF: its lines, whether it is a heading, and its list prefix and depth. */
export type RichTextLine = { text: string; heading: boolean; indent: number };

const inlineText = (nodes: RichTextInline[] | undefined, values: AutoTextValues): string =>
  (nodes ?? []).map((node) => (node.type === 'hardBreak' ? '\n' : node.type === 'autoTextVariable' ? autoTextValueOf(variableOf(node), values) : node.text)).join('');

const blockLines = (block: RichTextBlock, values: AutoTextValues, indent: number, prefix = ''): RichTextLine[] => {
  switch (block.type) {
    case 'paragraph':
      return [{ text: prefix + inlineText(block.content, values), heading: false, indent }];
    case 'heading':
      return [{ text: prefix + inlineText(block.content, values), heading: true, indent }];
    case 'blockquote':
      return block.content.flatMap((child) => blockLines(child, values, indent + 1));
    case 'bulletList':
    case 'orderedList':
      return block.content.flatMap((item, at) => {
        const marker = block.type === 'bulletList' ? '• ' : `${(block.attrs?.start ?? 1) + at}. `;
        return item.content.flatMap((child, index) => blockLines(child, values, indent + 1, index === 0 ? marker : ''));
      });
  }
};

/** The document as lines of plain text (for PDFs and plain-text emails), with variables filled in. */
export const richTextLines = (document: RichTextDocument, values: AutoTextValues): RichTextLine[] => document.content.flatMap((block) => blockLines(block, values, 0));

/** A stored text (document JSON or plain text of before) as plain paragraphs separated by a blank line, variables filled in: what a PDF prints, never the JSON. */
export const storedRichTextParagraphs = (stored: string, values: AutoTextValues): string =>
  stored ? richTextLines(richTextOf(stored), values).map((line) => line.text).join('\n\n') : '';

/** The document as plain text, one line per block. */
export const richTextPlainText = (document: RichTextDocument, values: AutoTextValues): string =>
  richTextLines(document, values)
    .map((line) => line.text)
    .join('\n');

type AnyNode = { type: string; attrs?: Record<string, unknown>; content?: AnyNode[] };
const collectVariables = (node: AnyNode): AutoTextVariable[] => [
  ...(node.type === 'autoTextVariable' ? [variableOf(node as Extract<RichTextInline, { type: 'autoTextVariable' }>)] : []),
  ...(node.content ?? []).flatMap(collectVariables),
];

/** The auto-text variables a document holds, in order. */
export const autoTextVariablesOf = (document: RichTextDocument): AutoTextVariable[] => collectVariables(document as AnyNode);

/** Which variables a fill replaces (the others stay variables, to be filled for each reader). */
type FillsVariable = (variable: AutoTextVariable) => boolean;

const fillInline = (nodes: RichTextInline[] | undefined, values: AutoTextValues, fills: FillsVariable): RichTextInline[] | undefined =>
  nodes?.map((node) => (node.type === 'autoTextVariable' && fills(variableOf(node)) ? { type: 'text', text: autoTextValueOf(variableOf(node), values) } : node));

const fillBlock = (block: RichTextBlock, values: AutoTextValues, fills: FillsVariable): RichTextBlock => {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return { ...block, content: fillInline(block.content, values, fills) } as RichTextBlock;
    case 'blockquote':
      return { ...block, content: block.content.map((child) => fillBlock(child, values, fills)) };
    case 'bulletList':
    case 'orderedList':
      return { ...block, content: block.content.map((item) => ({ ...item, content: item.content.map((child) => fillBlock(child, values, fills)) })) } as RichTextBlock;
  }
};

/**
 * The document with each variable (those `fills` picks, by default all) replaced by its value as text: a text that
 * says what the figures were when it was sent.
 */
export const fillAutoTextVariables = (document: RichTextDocument, values: AutoTextValues, fills: FillsVariable = () => true): RichTextDocument => ({
  type: 'doc',
  content: document.content.map((block) => fillBlock(block, values, fills)),
});

/** Variables whose value depends on who reads the text (`Mottakers navn`): a text sent to many keeps them until it is read. */
export const isPerReaderVariable = (variable: AutoTextVariable): boolean => variable.type === 'RECIPIENT_NAME';

/** A stored text sent to many, as one reader sees it: its per-reader variables (the recipient's name) filled for them. */
export const fillForReader = (stored: string, reader: { name: string }): string => {
  const document = richTextOf(stored);
  if (!autoTextVariablesOf(document).some(isPerReaderVariable)) return stored;
  return JSON.stringify(fillAutoTextVariables(document, { values: { RECIPIENT_NAME: reader.name }, fallback: () => '' }, isPerReaderVariable));
};
