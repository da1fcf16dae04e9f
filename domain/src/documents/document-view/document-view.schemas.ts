import { z } from 'zod';

/** `/document/view/{documentId}?recipientId`: both ids of the link. */
export const ZDocumentViewParamSchema = z.object({ documentId: z.uuid() });
export const ZDocumentViewQuerySchema = z.object({ recipientId: z.uuid(), download: z.enum(['true', 'false']).optional() });

/** `/document/view-signed-document?ref`: a signer's personal link token (as `/sign?ref`), and whether to download. */
export const ZSignedDocumentViewQuerySchema = z.object({ ref: z.string().min(20).max(64).regex(/^[A-Za-z0-9_-]+$/, 'signing.linkInvalid'), download: z.enum(['true', 'false']).optional() });

/** Sharing a document for viewing: who gets a link. */
export const ZDocumentViewRecipientSchema = z.object({ name: z.string().trim().min(1).max(200), email: z.email().max(320) });
export type TDocumentViewRecipient = z.infer<typeof ZDocumentViewRecipientSchema>;
