import { z } from 'zod';
import { isUnstorableText } from '../../kernel/validation/hostile-values';
import { isAutoTextVariableType } from './auto-text-variables';
import { sanitizeRichText, variableTypesIn } from './sanitize-rich-text';
import { richTextMaxLength, ZRichTextDocumentSchema, type RichTextDocument } from './rich-text.schemas';

// Texts are stored as the document's JSON in the text columns that held plain text before the editor: a stored value
// that is not a document is a plain text of before and reads as one paragraph per line (a read-time conversion).

/** A document nests at most this many nodes deep (a quote in a list in a quote...); the editor's deepest real text is far below. */
export const richTextMaxDepth = 50;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Why a parsed document is refused before anything recurses into it, found without recursing: nodes nested deeper than
 * `richTextMaxDepth`, or a text or attribute holding what no column can store (a NUL or a lone surrogate, written as
 * an escape inside the document's JSON, so no check of the call's own JSON sees it).
 */
const refusalOf = (json: unknown): 'nestingTooDeep' | 'invalidCharacters' | null => {
  const pending: { node: unknown; depth: number }[] = [{ node: json, depth: 1 }];
  while (pending.length) {
    const { node, depth } = pending.pop()!;
    if (!isObject(node)) continue;
    const strings = [...Object.values(node), ...(isObject(node.attrs) ? Object.values(node.attrs) : [])].filter((value) => typeof value === 'string');
    if (strings.some(isUnstorableText)) return 'invalidCharacters';
    if (!Array.isArray(node.content)) continue;
    if (depth > richTextMaxDepth) return 'nestingTooDeep';
    for (const child of node.content) pending.push({ node: child, depth: depth + 1 });
  }
  return null;
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
    if (refusalOf(json)) return null;
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
    const refusal = refusalOf(json);
    if (refusal) {
      context.addIssue({ code: 'custom', message: refusal, ...(refusal === 'nestingTooDeep' ? { params: { maxDepth: richTextMaxDepth } } : {}) });
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
