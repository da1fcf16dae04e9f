import { commentOnMatter, deleteMatterComment, findMeetingDocument, getMeetingCalendarFile, getNoticeWithAttachments, getMeetingReview, getNoticePdf, getSignedMinutes, listBoardMemberMeetings, resetMatterVote, updateMatterComment, viewerAsBoardMember, voteOnMatter, type ResolveViewer } from '@andel/domain/server';
import { ZBoardVoteSchema, ZCalendarFileQuerySchema, ZMatterCommentSchema, ZMatterCommentUpdateSchema, type AccessPolicy } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';

/** Board members only (seed 002, section 2: board member routes); a board member of another company is refused by the policy. */
export const boardMemberPolicy: AccessPolicy = { accessTypes: ['BOARD_MEMBER'] };

const meetingParam = z.object({ orgNo: z.string(), id: z.uuid() });

const asBoardMember = (c: Context<AppEnv>): ResolveViewer => (tx) =>
  viewerAsBoardMember({ em: tx, company: c.var.companyAccess.company, projectId: c.req.param('id')!, user: c.var.user, now: new Date() });

/** The board member previewing the meeting of the notice in the path (`preview-meeting`), as in the portal's meeting page. */
const asPreviewingBoardMember = (c: Context<AppEnv>): ResolveViewer => async (tx) => {
  const { company } = c.var.companyAccess;
  const notice = await findMeetingDocument(tx, company, c.req.param('noticeDocumentId')!);
  return viewerAsBoardMember({ em: tx, company, projectId: notice.project.id, user: c.var.user, now: new Date() });
};

/**
 * The board portal's meetings (`/board-member/{orgNo}/meetings`, `meetings/{id}/board-meeting`): the meetings whose
 * notice is sent, one meeting as the notice shows it (seed: `GET /boardmember-view/{orgNo}/meetings/{id}`), and
 * voting and commenting with the member's board role, like the notice link; and the notice with its attachments
 * (`GET /boardmember-view/preview-meeting/download-notice-and-attachments/{noticeDocumentId}`).
 */
export const boardPortalMeetingRoutes = ({ fileStore }: BffDeps) =>
  newRouter()
    .get('/board-member-view/:orgNo/meetings', requireCompanyAccess(boardMemberPolicy), async (c) =>
      c.json(await listBoardMemberMeetings({ em: c.var.em, company: c.var.companyAccess.company, user: c.var.user })),
    )
    .get('/boardmember-view/:orgNo/meetings/:id', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam), async (c) =>
      c.json(await getMeetingReview({ em: c.var.em, company: c.var.companyAccess.company, projectId: c.req.valid('param').id, user: c.var.user, as: 'boardMember' })),
    )
    .get('/boardmember-view/:orgNo/meetings/:id/download-as-pdf', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam), async (c) =>
      sendFile(c, await getNoticePdf({ em: c.var.em, resolveViewer: asBoardMember(c) })),
    )
    .get(
      '/boardmember-view/preview-meeting/download-notice-and-attachments/:noticeDocumentId',
      requireCompanyAccess(boardMemberPolicy, companyOf('projectDocument', 'noticeDocumentId', 'param')),
      validate('param', z.object({ noticeDocumentId: z.uuid() })),
      async (c) => sendFile(c, await getNoticeWithAttachments({ em: c.var.em, resolveViewer: asPreviewingBoardMember(c) })),
    )
    .get('/boardmember-view/:orgNo/meetings/:id/signed-minutes', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam), async (c) =>
      sendFile(c, await getSignedMinutes({ em: c.var.em, store: fileStore, resolveViewer: asBoardMember(c) })),
    )
    .get('/boardmember-view/:orgNo/meetings/:id/calendar.ics', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam), validate('query', ZCalendarFileQuerySchema), async (c) =>
      sendFile(c, await getMeetingCalendarFile({ em: c.var.em, resolveViewer: asBoardMember(c), language: c.req.valid('query').language })),
    )
    .post('/boardmember-view/:orgNo/meetings/:id/vote', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam), validate('json', ZBoardVoteSchema), async (c) =>
      c.json(await voteOnMatter({ em: c.var.em, resolveViewer: asBoardMember(c), input: c.req.valid('json') })),
    )
    .delete('/boardmember-view/:orgNo/meetings/:id/reset-vote/:decisionId', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam.extend({ decisionId: z.uuid() })), async (c) =>
      c.json(await resetMatterVote({ em: c.var.em, resolveViewer: asBoardMember(c), decisionId: c.req.valid('param').decisionId })),
    )
    .post('/boardmember-view/:orgNo/meetings/:id/comment', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam), validate('json', ZMatterCommentSchema), async (c) =>
      c.json(await commentOnMatter({ em: c.var.em, resolveViewer: asBoardMember(c), input: c.req.valid('json') })),
    )
    .put(
      '/boardmember-view/:orgNo/meetings/:id/update-comment/:commentId',
      requireCompanyAccess(boardMemberPolicy),
      validate('param', meetingParam.extend({ commentId: z.uuid() })),
      validate('json', ZMatterCommentUpdateSchema),
      async (c) => c.json(await updateMatterComment({ em: c.var.em, resolveViewer: asBoardMember(c), commentId: c.req.valid('param').commentId, input: c.req.valid('json') })),
    )
    .delete('/boardmember-view/:orgNo/meetings/:id/delete-comment/:commentId', requireCompanyAccess(boardMemberPolicy), validate('param', meetingParam.extend({ commentId: z.uuid() })), async (c) =>
      c.json(await deleteMatterComment({ em: c.var.em, resolveViewer: asBoardMember(c), commentId: c.req.valid('param').commentId })),
    );
