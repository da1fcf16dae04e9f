import { commentOnMatter, deleteMatterComment, getBoardMemberNotice, getMeetingCalendarFile, getNoticeAttachment, getNoticePdf, getNoticeWithAttachments, getReviewMatter, resetMatterVote, updateMatterComment, viewerByToken, voteOnMatter, type NoticeCredentials, type ResolveViewer } from '@andel/domain/server';
import { ZBoardVoteSchema, ZCalendarFileQuerySchema, ZMatterCommentSchema, ZMatterCommentUpdateSchema } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { linkGuessLimit } from '../../../shared/rate-limit';
import { newRouter } from '../../../shared/router';
import { sendAttachment } from '../../../shared/send-attachment';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';

/**
 * The meeting password comes as basic authentication with an empty user name (seed 002, section 6); a signed-in
 * user counts for login access.
 */
export const noticeCredentials = (c: Context<AppEnv>): NoticeCredentials => {
  const header = c.req.header('authorization') ?? '';
  const encoded = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : null;
  const password = decoded === null ? null : decoded.slice(decoded.indexOf(':') + 1) || null;
  return { password, user: c.var.session?.state === 'ACTIVE' ? c.var.user : null };
};

const tokenParam = z.object({ meetingEmailId: z.string().min(1).max(100) });

const byToken = (c: Context<AppEnv>): ResolveViewer => (tx) =>
  viewerByToken({ em: tx, token: c.req.param('meetingEmailId')!, credentials: noticeCredentials(c), now: new Date() });

/**
 * The board member notice view behind a personal link (seed 002, section 7: board member view). The token (the
 * seed's `meetingEmailId`) opens that one meeting only; a wrong or missing meeting password answers 401.
 */
export const boardMemberViewRoutes = () =>
  newRouter()
    .use('/boardmember-view/notice-board-meeting/*', linkGuessLimit({ name: 'ip.boardmember-view.notice-board-meeting', windowMs: 15 * 60_000, max: 300 }))
    .use('/boardmember-view/review/*', linkGuessLimit({ name: 'ip.boardmember-view.review', windowMs: 15 * 60_000, max: 300 }))
    .get(
      '/boardmember-view/notice-board-meeting/:meetingEmailId',
      validate('param', tokenParam),
      validate('query', z.object({ noticeDocumentId: z.string().optional() })),
      async (c) =>
        c.json(
          await getBoardMemberNotice({ em: c.var.em, token: c.req.valid('param').meetingEmailId, noticeDocumentId: c.req.valid('query').noticeDocumentId, credentials: noticeCredentials(c) }),
        ),
    )
    .get('/boardmember-view/notice-board-meeting/:meetingEmailId/download-as-pdf/:noticeDocumentId', validate('param', tokenParam.extend({ noticeDocumentId: z.string() })), async (c) => {
      const { meetingEmailId: token, noticeDocumentId } = c.req.valid('param');
      return sendFile(c, await getNoticePdf({ em: c.var.em, resolveViewer: (tx) => viewerByToken({ em: tx, token, noticeDocumentId, credentials: noticeCredentials(c), now: new Date() }) }));
    })
    .get('/boardmember-view/review/:meetingEmailId', validate('param', tokenParam), async (c) =>
      c.json(await getBoardMemberNotice({ em: c.var.em, token: c.req.valid('param').meetingEmailId, credentials: noticeCredentials(c) })),
    )
    .get('/boardmember-view/review/:meetingEmailId/matter/:decisionId', validate('param', tokenParam.extend({ decisionId: z.uuid() })), async (c) =>
      c.json(await getReviewMatter({ em: c.var.em, token: c.req.valid('param').meetingEmailId, decisionId: c.req.valid('param').decisionId, credentials: noticeCredentials(c) })),
    )
    .get('/boardmember-view/review/:meetingEmailId/download-as-pdf', validate('param', tokenParam), async (c) => sendFile(c, await getNoticePdf({ em: c.var.em, resolveViewer: byToken(c) })))
    .get('/boardmember-view/notice-board-meeting/:meetingEmailId/attachment/:fileId', validate('param', tokenParam.extend({ fileId: z.uuid() })), async (c) =>
      sendAttachment(c, await getNoticeAttachment({ em: c.var.em, resolveViewer: byToken(c), attachmentId: c.req.valid('param').fileId })),
    )
    .get('/boardmember-view/notice-board-meeting/:meetingEmailId/download-notice-and-attachments/:noticeDocumentId', validate('param', tokenParam.extend({ noticeDocumentId: z.uuid() })), async (c) => {
      const { meetingEmailId: token, noticeDocumentId } = c.req.valid('param');
      return sendFile(c, await getNoticeWithAttachments({ em: c.var.em, resolveViewer: (tx) => viewerByToken({ em: tx, token, noticeDocumentId, credentials: noticeCredentials(c), now: new Date() }) }));
    })
    .get('/boardmember-view/notice-board-meeting/:meetingEmailId/calendar.ics', validate('param', tokenParam), validate('query', ZCalendarFileQuerySchema), async (c) =>
      sendFile(c, await getMeetingCalendarFile({ em: c.var.em, resolveViewer: byToken(c), language: c.req.valid('query').language })),
    )
    .post('/boardmember-view/review/:meetingEmailId/vote', validate('param', tokenParam), validate('json', ZBoardVoteSchema), async (c) =>
      c.json(await voteOnMatter({ em: c.var.em, resolveViewer: byToken(c), input: c.req.valid('json'), meetingEmailId: c.req.valid('param').meetingEmailId })),
    )
    .delete('/boardmember-view/review/:meetingEmailId/reset-vote/:decisionId', validate('param', tokenParam.extend({ decisionId: z.uuid() })), async (c) =>
      c.json(await resetMatterVote({ em: c.var.em, resolveViewer: byToken(c), decisionId: c.req.valid('param').decisionId, meetingEmailId: c.req.valid('param').meetingEmailId })),
    )
    .post('/boardmember-view/review/:meetingEmailId/comment', validate('param', tokenParam), validate('json', ZMatterCommentSchema), async (c) =>
      c.json(await commentOnMatter({ em: c.var.em, resolveViewer: byToken(c), input: c.req.valid('json'), meetingEmailId: c.req.valid('param').meetingEmailId })),
    )
    .put(
      '/boardmember-view/review/:meetingEmailId/update-comment/:commentId',
      validate('param', tokenParam.extend({ commentId: z.uuid() })),
      validate('json', ZMatterCommentUpdateSchema),
      async (c) =>
        c.json(await updateMatterComment({ em: c.var.em, resolveViewer: byToken(c), commentId: c.req.valid('param').commentId, input: c.req.valid('json'), meetingEmailId: c.req.valid('param').meetingEmailId })),
    )
    .delete('/boardmember-view/review/:meetingEmailId/delete-comment/:commentId', validate('param', tokenParam.extend({ commentId: z.uuid() })), async (c) =>
      c.json(await deleteMatterComment({ em: c.var.em, resolveViewer: byToken(c), commentId: c.req.valid('param').commentId, meetingEmailId: c.req.valid('param').meetingEmailId })),
    );
