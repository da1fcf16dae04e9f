import { addDocumentAttachment, attachmentWithContent, findProjectDocument, listDocumentAttachments, removeDocumentAttachment } from '@andel/domain/server';
import type { DocumentAttachmentInfo } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { sendAttachment } from '../../../shared/send-attachment';
import { newRouter } from '../../../shared/router';
import { uploadedFile } from '../../../shared/uploaded-file';
import { attachmentSlots, uploadSlot } from '../../../shared/upload-slots';
import { validate } from '../../../shared/validate';
import { projectEdit, projectView } from '../policies';

// Found by the document (the use-case checks it is the path's project's), as the project's other document routes are.
const ofDocument = companyOf('projectDocument', 'documentId', 'param');
const documentParam = z.object({ id: z.uuid(), documentId: z.uuid() });
const attachmentParam = documentParam.extend({ attachmentId: z.uuid() });

/** Attachments of a project's documents (seed 002, section 2: the notice with attachments): listed, uploaded, downloaded, removed. */
export const documentAttachmentRoutes = () =>
  newRouter()
    .get('/project/:id/documents/:documentId/attachments', requireCompanyAccess(projectView, ofDocument), validate('param', documentParam), async (c) => {
      const { id, documentId } = c.req.valid('param');
      return c.json((await listDocumentAttachments({ em: c.var.em, company: c.var.companyAccess.company, projectId: id, documentId })) satisfies DocumentAttachmentInfo[]);
    })
    .post('/project/:id/documents/:documentId/attachments', requireCompanyAccess(projectEdit, ofDocument), uploadSlot(attachmentSlots), validate('param', documentParam), async (c) => {
      const { id, documentId } = c.req.valid('param');
      const upload = await uploadedFile(c, 'invalid-file');
      const info = await addDocumentAttachment({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: id, documentId, upload });
      return c.json(info satisfies DocumentAttachmentInfo, 201);
    })
    .get('/project/:id/documents/:documentId/attachments/:attachmentId', requireCompanyAccess(projectView, ofDocument), validate('param', attachmentParam), async (c) => {
      const { id, documentId, attachmentId } = c.req.valid('param');
      const { document } = await findProjectDocument(c.var.em, c.var.companyAccess.company, id, documentId);
      return sendAttachment(c, await attachmentWithContent(c.var.em, [document], attachmentId));
    })
    .delete('/project/:id/documents/:documentId/attachments/:attachmentId', requireCompanyAccess(projectEdit, ofDocument), validate('param', attachmentParam), async (c) => {
      const { id, documentId, attachmentId } = c.req.valid('param');
      return c.json(await removeDocumentAttachment({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: id, documentId, attachmentId }));
    });
