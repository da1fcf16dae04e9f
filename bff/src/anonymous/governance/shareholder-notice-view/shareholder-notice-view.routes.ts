import {
  downloadGeneralMeetingMinutesPdf,
  downloadGeneralMeetingNoticeAndAttachments,
  downloadGeneralMeetingNoticeAttachment,
  downloadGeneralMeetingNoticePdf,
  getNoticeForShareholder,
  getPoaRecipientNotice,
  givePowerOfAttorney,
  resolveNoticeForUser,
  revokePowerOfAttorney,
  type FileStore,
  type NoticeReader,
} from '@andel/domain/server';
import { ZPowerOfAttorneySchema, type NoticeForShareholderView, type PoaRecipientView, type PowerOfAttorneyView } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { linkGuessLimit } from '../../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendAttachment } from '../../../shared/send-attachment';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';
import { noticeCredentials } from '../board-member-view/board-member-view.routes';

const idParam = z.object({ id: z.string().min(1).max(100) });
const reader = (c: Context<AppEnv>, kind: NoticeReader['kind']): NoticeReader => ({ kind, id: c.req.param('id')!, credentials: noticeCredentials(c) });

/** The downloads of a notice, for a shareholder (`notice-general-meeting/{id}`) or a recipient (`.../poa-recipient/{id}`). */
const downloads = (prefix: string, kind: NoticeReader['kind'], store: FileStore) =>
  newRouter()
    .get(`${prefix}/:id/download-minutes`, validate('param', idParam), async (c) => sendFile(c, await downloadGeneralMeetingMinutesPdf({ em: c.var.em, store, reader: reader(c, kind) })))
    .get(`${prefix}/:id/download-pdf`, validate('param', idParam), async (c) => sendFile(c, await downloadGeneralMeetingNoticePdf({ em: c.var.em, reader: reader(c, kind) })))
    .get(`${prefix}/:id/download-notice-and-attachments/:documentId`, validate('param', idParam.extend({ documentId: z.uuid() })), async (c) =>
      sendFile(c, await downloadGeneralMeetingNoticeAndAttachments({ em: c.var.em, reader: reader(c, kind), documentId: c.req.valid('param').documentId })),
    )
    .get(`${prefix}/:id/attachment/:attachmentId`, validate('param', idParam.extend({ attachmentId: z.uuid() })), async (c) =>
      sendAttachment(c, await downloadGeneralMeetingNoticeAttachment({ em: c.var.em, reader: reader(c, kind), attachmentId: c.req.valid('param').attachmentId })),
    );

/**
 * The shareholder's notice of a general meeting and the power-of-attorney recipient's view (seed 002, section 7:
 * shareholder view of notices), behind personal links whose segment is a token (or, signed in, the notice's id); the
 * meeting password comes as basic authentication and a wrong or missing one answers 401. The shareholder gives and
 * revokes their power of attorney from the notice (`/general-meeting/{projectId}/poa/{noticeId}`).
 */
export const shareholderNoticeViewRoutes = ({ config, emailQueued, fileStore }: BffDeps) =>
  newRouter()
    .use('/shareholder-view/notice-general-meeting/*', linkGuessLimit({ name: 'ip.shareholder-view.notice-general-meeting', windowMs: 15 * 60_000, max: 300 }))
    .use('/general-meeting/:projectId/poa/*', linkGuessLimit({ name: 'ip.general-meeting.projectId.poa', windowMs: 15 * 60_000, max: 100 }))
    .get('/shareholder-view/notice-general-meeting/resolve/:documentId', validate('param', z.object({ documentId: z.string().max(100) })), async (c) =>
      c.json(await resolveNoticeForUser({ em: c.var.em, user: noticeCredentials(c).user, documentId: c.req.valid('param').documentId })),
    )
    .get('/shareholder-view/notice-general-meeting/poa-recipient/:id', validate('param', idParam), async (c) =>
      c.json((await getPoaRecipientNotice({ em: c.var.em, id: c.req.valid('param').id, credentials: noticeCredentials(c) })) satisfies PoaRecipientView),
    )
    .route('/', downloads('/shareholder-view/notice-general-meeting/poa-recipient', 'poaRecipient', fileStore))
    .get('/shareholder-view/notice-general-meeting/:id', validate('param', idParam), async (c) =>
      c.json((await getNoticeForShareholder({ em: c.var.em, id: c.req.valid('param').id, credentials: noticeCredentials(c) })) satisfies NoticeForShareholderView),
    )
    .route('/', downloads('/shareholder-view/notice-general-meeting', 'notice', fileStore))
    .post('/general-meeting/:projectId/poa/:noticeId', validate('param', z.object({ projectId: z.uuid(), noticeId: z.string().min(1).max(100) })), validate('json', ZPowerOfAttorneySchema), async (c) => {
      const { projectId, noticeId } = c.req.valid('param');
      const power = await givePowerOfAttorney({ em: c.var.em, projectId, noticeId, credentials: noticeCredentials(c), input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(power satisfies PowerOfAttorneyView);
    })
    .delete('/general-meeting/:projectId/poa/:noticeId', validate('param', z.object({ projectId: z.uuid(), noticeId: z.string().min(1).max(100) })), async (c) => {
      const { projectId, noticeId } = c.req.valid('param');
      return c.json(await revokePowerOfAttorney({ em: c.var.em, projectId, noticeId, credentials: noticeCredentials(c) }));
    });
