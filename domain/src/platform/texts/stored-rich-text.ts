import { z } from 'zod';
import { isAutoTextVariableType } from './auto-text-variables';
import { sanitizeRichText, variableTypesIn } from './sanitize-rich-text';
import { richTextMaxLength, ZRichTextDocumentSchema, type RichTextDocument } from './rich-text.schemas';

// Texts are stored as the document's JSON in the text columns that held plain text before the editor: a stored value
// that is not a document is a plain text of before and reads as one paragraph per line (a read-time conversion).

/** A document nests at most this many nodes deep (a quote in a list in a quote...); the editor's deepest real text is far below. */
export const richTextMaxDepth = 50;

/** Whether a parsed document nests nodes deeper than `richTextMaxDepth`, found without recursing (so before anything that recurses). */
const nestsTooDeep = (json: unknown): boolean => {
  const pending: { node: unknown; depth: number }[] = [{ node: json, depth: 1 }];
  while (pending.length) {
    const { node, depth } = pending.pop()!;
    if (typeof node !== 'object' || node === null || !('content' in node) || !Array.isArray(node.content)) continue;
    if (depth > richTextMaxDepth) return true;
    for (const child of node.content) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
};

/** A plain text as a document: one paragraph per line. */
export const richTextOfPlainText = (text: string): RichTextDocument => ({
  type: 'doc',
  content: text.split(/\r?\n/).map((line) => (line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' })),
});

const parsedDocument = (stored: string): RichTextDocument | null => {
  if (!stored.startsWith('{"type":"doc"')) return null;
  try {
    const json: unknown = JSON.parse(stored);
    if (nestsTooDeep(json)) return null;
    const parsed = ZRichTextDocumentSchema.safeParse(sanitizeRichText(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** A stored text as a document: the stored document, or a plain text of before converted. */
export const richTextOf = (stored: string): RichTextDocument => parsedDocument(stored) ?? richTextOfPlainText(stored);

/** Whether a stored value is (still) plain text rather than a document. */
export const isPlainStoredText = (stored: string): boolean => parsedDocument(stored) === null;

/** Whether a document holds any text or variable. */
export const richTextHasContent = (document: RichTextDocument): boolean =>
  JSON.stringify(document.content).includes('"type":"text"') || JSON.stringify(document.content).includes('"type":"autoTextVariable"');

/**
 * A rich-text field of a call: the document's JSON from the editor, sanitised on the server and stored as the
 * sanitised document's JSON; or a plain text (older clients, imports), kept as it is and read as paragraphs. Raw HTML
 * is never read: a string that is not a document is text, and so is shown escaped.
 */
export const ZStoredRichTextSchema = z
  .string()
  .max(richTextMaxLength, 'texts.tooLong')
  .transform((value, context) => {
    if (!value.startsWith('{')) return value;
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'texts.invalidDocument' });
      return z.NEVER;
    }
    if (nestsTooDeep(json)) {
      context.addIssue({ code: 'custom', message: 'nestingTooDeep', params: { maxDepth: richTextMaxDepth } });
      return z.NEVER;
    }
    const sanitized = sanitizeRichText(json);
    const unknownVariable = variableTypesIn(sanitized).find((type) => !isAutoTextVariableType(type));
    if (unknownVariable !== undefined) {
      context.addIssue({ code: 'custom', message: 'texts.unknownVariable', params: { variable: unknownVariable } });
      return z.NEVER;
    }
    const parsed = ZRichTextDocumentSchema.safeParse(sanitized);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: 'texts.invalidDocument' });
      return z.NEVER;
    }
    return JSON.stringify(parsed.data);
  });
