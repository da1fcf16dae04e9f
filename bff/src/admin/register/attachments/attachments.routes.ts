import { addTransactionAttachment, attachmentFileName, contractNote, deleteTransactionAttachment, getTransactionAttachment, withTypeExtension } from '@andel/domain/server';
import { ZAttachmentParamSchema, ZContractNoteQuerySchema } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { contentDisposition, sendFile } from '../../../shared/send-file';
import { uploadedFile } from '../../../shared/uploaded-file';
import { attachmentSlots, uploadSlot } from '../../../shared/upload-slots';
import { validate } from '../../../shared/validate';
import { editTransactions as edit, entryInPath, viewTransactions as view } from '../transactions/transaction-access';

const ZEntryParamSchema = z.object({ id: z.uuid() });

/**
 * A log entry's documents (seed: register, section 7): attachments uploaded, downloaded and deleted beside the
 * entry, and the contract note of a sale.
 */
export const attachmentRoutes = () =>
  newRouter()
    .post('/transactionlog/:id/upload-attachment', requireCompanyAccess(edit, entryInPath), uploadSlot(attachmentSlots), validate('param', ZEntryParamSchema), async (c) => {
      const upload = await uploadedFile(c, 'transactions.attachment.empty');
      const attachment = await addTransactionAttachment({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, entryId: c.req.valid('param').id, upload });
      return c.json(attachment, 201);
    })
    .get('/transactionlog/:id/attachment/:attId', requireCompanyAccess(view, entryInPath), validate('param', ZAttachmentParamSchema), async (c) => {
      const { id, attId } = c.req.valid('param');
      const attachment = await getTransactionAttachment({ em: c.var.em, company: c.var.companyAccess.company, entryId: id, attachmentId: attId, withContent: true });
      // Always a download, never shown inline: the type was sniffed, but a document is not a page of the app. The name
      // is made safe again as it goes out (extension of the type, no control or bidi characters), for files kept before.
      return c.body(new Uint8Array(attachment.content), 200, {
        'Content-Type': attachment.contentType,
        'Content-Disposition': contentDisposition('attachment', withTypeExtension(attachmentFileName(attachment.fileName), attachment.contentType)),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    .delete('/transactionlog/:id/attachment/:attId', requireCompanyAccess(edit, entryInPath), validate('param', ZAttachmentParamSchema), async (c) => {
      const { id, attId } = c.req.valid('param');
      await deleteTransactionAttachment({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, entryId: id, attachmentId: attId });
      return c.json({ id: attId });
    })
    .get('/contract-note-pdf/:id', requireCompanyAccess(view, entryInPath), validate('param', ZEntryParamSchema), validate('query', ZContractNoteQuerySchema), async (c) => {
      const language = c.req.valid('query').lang ?? c.var.user.language;
      return sendFile(c, await contractNote({ em: c.var.em, company: c.var.companyAccess.company, entryId: c.req.valid('param').id, language }));
    });
