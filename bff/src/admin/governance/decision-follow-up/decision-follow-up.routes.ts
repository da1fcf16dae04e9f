import { addDecisionAttachment, attachmentFileName, downloadRegisterNotification, getDecisionAttachment, markRegisterNotificationSent, withTypeExtension } from '@andel/domain/server';
import { ZDecisionAttachmentParamsSchema, ZDecisionAttachmentQuerySchema, ZDecisionFollowUpParamsSchema, ZRegisterNotificationQuerySchema } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { contentDisposition, sendFile } from '../../../shared/send-file';
import { uploadedFile } from '../../../shared/uploaded-file';
import { attachmentSlots, uploadSlot } from '../../../shared/upload-slots';
import { validate } from '../../../shared/validate';
import { meetingEdit, meetingView } from '../policies';

/**
 * The follow-up of a decided decision (seed 002: decision follow-up; its list is the follow-up of matters' decisions
 * tab): the files its steps ask for, and the register notification package with its status.
 */
export const decisionFollowUpRoutes = (deps: BffDeps) =>
  newRouter()
    .post(
      '/follow-up/decisions/:orgNo/:decisionId/attachments',
      requireCompanyAccess(meetingEdit),
      uploadSlot(attachmentSlots),
      validate('param', ZDecisionFollowUpParamsSchema),
      validate('query', ZDecisionAttachmentQuerySchema),
      async (c) => {
        const upload = await uploadedFile(c, 'transactions.attachment.empty');
        const attachment = await addDecisionAttachment({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, decisionId: c.req.valid('param').decisionId, kind: c.req.valid('query').kind, upload });
        return c.json(attachment, 201);
      },
    )
    .get('/follow-up/decisions/:orgNo/:decisionId/attachments/:attachmentId', requireCompanyAccess(meetingView), validate('param', ZDecisionAttachmentParamsSchema), async (c) => {
      const { decisionId, attachmentId } = c.req.valid('param');
      const attachment = await getDecisionAttachment({ em: c.var.em, company: c.var.companyAccess.company, decisionId, attachmentId });
      return c.body(new Uint8Array(attachment.content), 200, {
        'Content-Type': attachment.contentType,
        'Content-Disposition': contentDisposition('attachment', withTypeExtension(attachmentFileName(attachment.fileName), attachment.contentType)),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    // Producing the package is recorded (the step is then in progress), so downloading it takes the edit right.
    .get('/follow-up/decisions/:orgNo/:decisionId/register-notification', requireCompanyAccess(meetingEdit), validate('param', ZDecisionFollowUpParamsSchema), validate('query', ZRegisterNotificationQuerySchema), async (c) =>
      sendFile(
        c,
        await downloadRegisterNotification({
          em: c.var.em,
          store: deps.fileStore,
          actor: c.var.user,
          company: c.var.companyAccess.company,
          decisionId: c.req.valid('param').decisionId,
          language: c.req.valid('query').language ?? c.var.user.language,
        }),
      ),
    )
    .post('/follow-up/decisions/:orgNo/:decisionId/register-notification/sent', requireCompanyAccess(meetingEdit), validate('param', ZDecisionFollowUpParamsSchema), async (c) =>
      c.json(await markRegisterNotificationSent({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, decisionId: c.req.valid('param').decisionId })),
    );
