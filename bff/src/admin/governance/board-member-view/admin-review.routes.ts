import { commentOnMatter, deleteMatterComment, findMeetingDocument, getMeetingReview, updateMatterComment, viewerAsAdmin, type ResolveViewer } from '@andel/domain/server';
import { ZMatterCommentSchema, ZMatterCommentUpdateSchema } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { meetingEdit, meetingView } from '../policies';

const ofNotice = companyOf('projectDocument', 'noticeDocumentId', 'param');
const noticeParam = z.object({ noticeDocumentId: z.uuid() });
const commentParam = noticeParam.extend({ commentId: z.uuid() });

/** The admin previewing the meeting of the notice in the path: reads everything, comments, never votes. */
const asAdmin = (c: Context<AppEnv>): ResolveViewer => async (tx) => {
  const { company } = c.var.companyAccess;
  const notice = await findMeetingDocument(tx, company, c.req.param('noticeDocumentId')!);
  return viewerAsAdmin({ em: tx, company, projectId: notice.project.id, user: c.var.user, now: new Date() });
};

/**
 * The admin's read-only preview of a board meeting (seed 002, section 7: board member view): the notice with every
 * vote and comment of the board (the project screen polls it for live updates), and the admin's own comments.
 * `{x}` in the seed's `admin-review/{projectId}/{x}` is not described; it is the view (`notice`).
 */
export const adminReviewRoutes = () =>
  newRouter()
    .get(
      '/boardmember-view/admin-review/:projectId/:view',
      requireCompanyAccess(meetingView, companyOf('project', 'projectId', 'param')),
      validate('param', z.object({ projectId: z.uuid(), view: z.enum(['notice']) })),
      async (c) => c.json(await getMeetingReview({ em: c.var.em, company: c.var.companyAccess.company, projectId: c.req.valid('param').projectId, user: c.var.user, as: 'admin' })),
    )
    .post('/boardmember-view/admin-review/:noticeDocumentId/comment', requireCompanyAccess(meetingEdit, ofNotice), validate('param', noticeParam), validate('json', ZMatterCommentSchema), async (c) =>
      c.json(await commentOnMatter({ em: c.var.em, resolveViewer: asAdmin(c), input: c.req.valid('json') })),
    )
    .put(
      '/boardmember-view/admin-review/:noticeDocumentId/update-comment/:commentId',
      requireCompanyAccess(meetingEdit, ofNotice),
      validate('param', commentParam),
      validate('json', ZMatterCommentUpdateSchema),
      async (c) => c.json(await updateMatterComment({ em: c.var.em, resolveViewer: asAdmin(c), commentId: c.req.valid('param').commentId, input: c.req.valid('json') })),
    )
    .delete('/boardmember-view/admin-review/:noticeDocumentId/delete-comment/:commentId', requireCompanyAccess(meetingEdit, ofNotice), validate('param', commentParam), async (c) =>
      c.json(await deleteMatterComment({ em: c.var.em, resolveViewer: asAdmin(c), commentId: c.req.valid('param').commentId })),
    );
