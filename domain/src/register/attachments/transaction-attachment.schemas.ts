import { z } from 'zod';

/**
 * Documents kept beside a log entry (seed: register, "Transaction details show attachments"). The seed gives
 * no limits; these are ours: a scanned agreement or a board minute fits well within 20 MiB.
 */
export const attachmentLimits = { maxBytes: 20 * 1024 * 1024, maxPerEntry: 50, maxFileNameLength: 255 } as const;

/** What the upload control offers; the server decides by the file's content, not by its name. */
export const attachmentAccept = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp';


export const ZAttachmentParamSchema = z.object({ id: z.uuid(), attId: z.uuid() });

/** An attachment as the transaction details list it. */
export type TransactionAttachmentInfo = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  createdAt: string;
  createdBy: { id: string; name: string | null; email: string } | null;
};
