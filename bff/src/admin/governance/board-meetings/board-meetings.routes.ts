import { createMeeting, getBoardMeeting, updateBoardMeetingAndNotify } from '@andel/domain/server';
import { ZBoardMeetingUpdateSchema, ZNewMeetingSchema, type BoardMeetingView, type ProjectCreated } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { meetingEdit, meetingView } from '../policies';

const ofProject = companyOf('project', 'id', 'param');
const projectParam = z.object({ id: z.uuid() });

/**
 * Board meetings (seed 002, sections 2-5 and 7): the new meeting form and the notice editor's meeting details and
 * recipients; saving a sent meeting with a new date, time or place emails its recipients.
 */
export const boardMeetingRoutes = ({ emailQueued }: BffDeps) =>
  newRouter()
    .post('/projects/new-meeting', requireCompanyAccess(meetingEdit, orgNoInJson('orgNo')), validate('json', ZNewMeetingSchema), async (c) => {
      const project = await createMeeting({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') });
      return c.json({ projectId: project.id } satisfies ProjectCreated, 201);
    })
    .get('/project/:id/board-meeting', requireCompanyAccess(meetingView, ofProject), validate('param', projectParam), async (c) =>
      c.json((await getBoardMeeting({ em: c.var.em, company: c.var.companyAccess.company, id: c.req.valid('param').id })) satisfies BoardMeetingView),
    )
    .put('/project/:id/board-meeting', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZBoardMeetingUpdateSchema), async (c) => {
      const { view, notified } = await updateBoardMeetingAndNotify({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id, input: c.req.valid('json') });
      if (notified) emailQueued();
      return c.json(view);
    });
