import { z } from 'zod';
import { ZStoredRichTextSchema } from './stored-rich-text';

/** `POST /company/{orgNo}/texts/preview`: a text as the editor holds it, shown with the company's data (for a shareholder's holdings when given). */
export const ZRichTextPreviewSchema = z.object({ text: ZStoredRichTextSchema, shareholderId: z.uuid().optional() });
export type TRichTextPreview = z.infer<typeof ZRichTextPreviewSchema>;
