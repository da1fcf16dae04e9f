import { z } from 'zod';
import { isAutoTextVariableType, type AutoTextVariableType } from './auto-text-variables';

// The rich-text document (TipTap/ProseMirror JSON) with only the nodes and marks the editor offers.

export const richTextMarks = ['bold', 'italic', 'underline', 'strike'] as const;
export type RichTextMark = { type: (typeof richTextMarks)[number] };

export type RichTextText = { type: 'text'; text: string; marks?: RichTextMark[] };
export type RichTextVariable = { type: 'autoTextVariable'; attrs: { variableType: AutoTextVariableType; perDate: string | null } };
export type RichTextInline = RichTextText | RichTextVariable | { type: 'hardBreak' };
export type RichTextParagraph = { type: 'paragraph'; content?: RichTextInline[] };
export type RichTextHeading = { type: 'heading'; attrs: { level: 1 | 2 | 3 }; content?: RichTextInline[] };
export type RichTextListItem = { type: 'listItem'; content: RichTextBlock[] };
export type RichTextBlock =
  | RichTextParagraph
  | RichTextHeading
  | { type: 'bulletList'; content: RichTextListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: RichTextListItem[] }
  | { type: 'blockquote'; content: RichTextBlock[] };
export type RichTextDocument = { type: 'doc'; content: RichTextBlock[] };

/** The node types kept; every other node (script, style, images, unknown ones) is dropped with its content. */
export const richTextNodeTypes = ['doc', 'paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote', 'hardBreak', 'text', 'autoTextVariable'] as const;

/** A stored rich text, as JSON, is at most this long (the size of a long notice with headroom). */
export const richTextMaxLength = 200_000;

const ZMarkSchema = z.object({ type: z.enum(richTextMarks) }).strict();
const ZTextSchema = z.object({ type: z.literal('text'), text: z.string().min(1), marks: z.array(ZMarkSchema).optional() }).strict();
const ZVariableSchema = z
  .object({
    type: z.literal('autoTextVariable'),
    attrs: z.object({ variableType: z.string().refine(isAutoTextVariableType, 'texts.unknownVariable'), perDate: z.iso.date().nullable() }).strict(),
  })
  .strict();
const ZInlineSchema = z.discriminatedUnion('type', [ZTextSchema, ZVariableSchema, z.object({ type: z.literal('hardBreak') }).strict()]);
const inline = z.array(ZInlineSchema).optional();

// Discriminated by `type`, so each node is tried against its own schema only: a plain union tries every option and,
// through their nested contents, takes time exponential in the depth (20 nested quotes took 20 s).
const ZBlockSchema: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: inline }).strict(),
    z.object({ type: z.literal('heading'), attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict(), content: inline }).strict(),
    z.object({ type: z.literal('bulletList'), content: z.array(ZListItemSchema).min(1) }).strict(),
    z.object({ type: z.literal('orderedList'), attrs: z.object({ start: z.number().int().min(0).optional() }).strict().optional(), content: z.array(ZListItemSchema).min(1) }).strict(),
    z.object({ type: z.literal('blockquote'), content: z.array(ZBlockSchema).min(1) }).strict(),
  ]),
) as z.ZodType<RichTextBlock>;
const ZListItemSchema: z.ZodType<RichTextListItem> = z.lazy(() => z.object({ type: z.literal('listItem'), content: z.array(ZBlockSchema).min(1) }).strict());

export const ZRichTextDocumentSchema: z.ZodType<RichTextDocument> = z.object({ type: z.literal('doc'), content: z.array(ZBlockSchema) }).strict() as z.ZodType<RichTextDocument>;

export const emptyRichText = (): RichTextDocument => ({ type: 'doc', content: [{ type: 'paragraph' }] });

/** The editor reports a change on blur or this long after the last input (seed 000, section 9). */
export const editorChangeDebounceMs = 10_000;
