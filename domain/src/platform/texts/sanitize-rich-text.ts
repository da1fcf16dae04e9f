import { richTextMarks, richTextNodeTypes } from './rich-text.schemas';

// Server-side sanitising of a rich text from a client: only the editor's nodes, marks and attributes are kept.

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const keptNodes = new Set<string>(richTextNodeTypes);
const keptMarks = new Set<string>(richTextMarks);

const attrsOf = (type: string, attrs: unknown): Json | undefined => {
  const given = isObject(attrs) ? attrs : {};
  if (type === 'heading') return { level: given.level };
  if (type === 'autoTextVariable') return { variableType: given.variableType, perDate: given.perDate ?? null };
  if (type === 'orderedList' && typeof given.start === 'number') return { start: given.start };
  return undefined;
};

const sanitizeNode = (node: unknown): Json | null => {
  if (!isObject(node) || typeof node.type !== 'string' || !keptNodes.has(node.type)) return null;
  const type = node.type;
  if (type === 'text') {
    if (typeof node.text !== 'string' || !node.text) return null;
    const marks = Array.isArray(node.marks) ? node.marks.filter((mark) => isObject(mark) && typeof mark.type === 'string' && keptMarks.has(mark.type)).map((mark) => ({ type: (mark as Json).type })) : [];
    return marks.length ? { type, text: node.text, marks } : { type, text: node.text };
  }
  const attrs = attrsOf(type, node.attrs);
  const content = Array.isArray(node.content) ? node.content.map(sanitizeNode).filter((child): child is Json => child !== null) : undefined;
  const needsContent = ['bulletList', 'orderedList', 'listItem', 'blockquote'].includes(type);
  if (needsContent && !content?.length) return null;
  return { type, ...(attrs ? { attrs } : {}), ...(content?.length || type === 'doc' ? { content: content ?? [] } : {}) };
};

/**
 * Keeps the editor's nodes (paragraphs, headings, lists, quotes, line breaks, text, auto-text variables) and marks
 * (bold, italic, underline, strike) with their known attributes; drops every other node with its content (script,
 * style, images, raw HTML, unknown nodes) and every other mark or attribute. The result still has to pass
 * `ZRichTextDocumentSchema` (which refuses an unknown auto-text variable with `texts.unknownVariable`).
 */
export const sanitizeRichText = (input: unknown): unknown => {
  if (!isObject(input) || input.type !== 'doc') return input;
  return sanitizeNode(input);
};

/** The variable types named in a (sanitised) document, known or not, in order. */
export const variableTypesIn = (node: unknown): string[] => {
  if (!isObject(node)) return [];
  const own = node.type === 'autoTextVariable' && isObject(node.attrs) ? [String(node.attrs.variableType)] : [];
  return [...own, ...(Array.isArray(node.content) ? node.content.flatMap(variableTypesIn) : [])];
};
