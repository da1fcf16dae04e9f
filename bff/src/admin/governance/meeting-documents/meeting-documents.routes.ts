import { getViewingStatus, reopenMeetingDocument, sendMinutesForReview, sendAnyMinutesForSigning, getMeetingOrMinutesPdf, resendMeetingNotice, sendMeetingNoticeForViewing } from '@andel/domain/server';
import { ZResendNoticeSchema, ZSendForReviewSchema, ZSendForViewingSchema, ZSendMinutesForSigningSchema } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';
import { meetingEdit, meetingView } from '../policies';

const documentParam = z.object({ documentId: z.uuid(), orgNo: z.string() });

/**
 * A meeting's documents (seed 002, section 7: documents and signing): sending a board or general meeting's notice for
 * viewing and its minutes for review, its recipients' status, the notice and minutes as PDFs (`GET /document/view/pdf/{documentId}/{orgNo}`), edit and resend to one, and reopening a locked document.
 */
export const meetingDocumentRoutes = ({ config, emailQueued, fileStore }: BffDeps) =>
  newRouter()
    .post('/document/:documentId/:orgNo/send-for-viewing', requireCompanyAccess(meetingEdit), validate('param', documentParam), validate('json', ZSendForViewingSchema), async (c) => {
      const status = await sendMeetingNoticeForViewing({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, documentId: c.req.valid('param').documentId, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(status);
    })
    .post('/document/:documentId/:orgNo/send-for-review', requireCompanyAccess(meetingEdit), validate('param', documentParam), validate('json', ZSendForReviewSchema), async (c) => {
      const status = await sendMinutesForReview({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, documentId: c.req.valid('param').documentId, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(status);
    })
    .post('/document/:documentId/:orgNo/send-for-signing', requireCompanyAccess(meetingEdit), validate('param', documentParam), validate('json', ZSendMinutesForSigningSchema), async (c) => {
      const sent = await sendAnyMinutesForSigning({ em: c.var.em, store: fileStore, appUrl: config.appUrl, actor: c.var.user, company: c.var.companyAccess.company, documentId: c.req.valid('param').documentId, input: c.req.valid('json') });
      emailQueued();
      return c.json(sent, 201);
    })
    .get('/document/:documentId/:orgNo/viewing-status', requireCompanyAccess(meetingView), validate('param', documentParam), async (c) =>
      c.json(await getViewingStatus({ em: c.var.em, company: c.var.companyAccess.company, documentId: c.req.valid('param').documentId })),
    )
    .post(
      '/document/:documentId/:orgNo/recipients/:recipientId/resend',
      requireCompanyAccess(meetingEdit),
      validate('param', documentParam.extend({ recipientId: z.uuid() })),
      validate('json', ZResendNoticeSchema),
      async (c) => {
        const { documentId, recipientId } = c.req.valid('param');
        const status = await resendMeetingNotice({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, documentId, recipientId, input: c.req.valid('json'), appUrl: config.appUrl });
        emailQueued();
        return c.json(status);
      },
    )
    .get('/document/view/pdf/:documentId/:orgNo', requireCompanyAccess(meetingView), validate('param', documentParam), async (c) =>
      sendFile(c, await getMeetingOrMinutesPdf({ em: c.var.em, company: c.var.companyAccess.company, documentId: c.req.valid('param').documentId })),
    )
    .post('/document/reopen-locked-document/:id/:orgNo', requireCompanyAccess(meetingEdit), validate('param', z.object({ id: z.uuid(), orgNo: z.string() })), async (c) =>
      c.json(await reopenMeetingDocument({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, documentId: c.req.valid('param').id })),
    );
