import { findSchedule } from '@andel/domain/server';
import { ZScheduleQuerySchema, type Schedule } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { boardMemberPolicy } from '../board-member-view/board-meetings.routes';

/** The board's schedule (`/board-member/{orgNo}/schedule/{view?}/{year?}/{month?}`): the meetings sent to the board. */
export const boardScheduleRoutes = () =>
  newRouter().get('/board-member-view/:orgNo/schedule', requireCompanyAccess(boardMemberPolicy), validate('query', ZScheduleQuerySchema), async (c) =>
    c.json((await findSchedule({ em: c.var.em, company: c.var.companyAccess.company, audience: 'boardMember', query: c.req.valid('query') })) satisfies Schedule),
  );
