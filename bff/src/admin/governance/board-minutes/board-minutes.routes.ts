import { getBoardMinutes, updateBoardMinutes } from '@andel/domain/server';
import { ZBoardMinutesUpdateSchema, type BoardMinutesView } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { meetingEdit, meetingView } from '../policies';

const ofProject = companyOf('project', 'id', 'param');
const projectParam = z.object({ id: z.uuid() });

/** The board minutes editor (seed 002, section 2: panels meetingDetails, participants, meetingChair, signatories). */
export const boardMinutesRoutes = () =>
  newRouter()
    .get('/project/:id/board-minutes', requireCompanyAccess(meetingView, ofProject), validate('param', projectParam), async (c) =>
      c.json((await getBoardMinutes({ em: c.var.em, company: c.var.companyAccess.company, projectId: c.req.valid('param').id })) satisfies BoardMinutesView),
    )
    .put('/project/:id/board-minutes', requireCompanyAccess(meetingEdit, ofProject), validate('param', projectParam), validate('json', ZBoardMinutesUpdateSchema), async (c) =>
      c.json(
        (await updateBoardMinutes({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: c.req.valid('param').id, input: c.req.valid('json') })) satisfies BoardMinutesView,
      ),
    );
