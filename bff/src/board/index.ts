import { companySummary } from '@andel/domain/server';
import { requireCompanyAccess } from '../shared/authorize';
import { archiveReadRoutes } from '../shared/archive-read-routes';
import { newRouter, type BffDeps } from '../shared/router';
import { boardPortalMeetingRoutes } from './governance/board-member-view/board-meetings.routes';
import { boardScheduleRoutes } from './governance/schedule/schedule.routes';

const boardPolicy = { accessTypes: ['BOARD_MEMBER'] } as const;

/** The board portal's backend. */
export const boardBff = (deps: BffDeps) =>
  newRouter()
    .get('/board-member-view/:orgNo', requireCompanyAccess(boardPolicy), (c) => c.json({ company: companySummary(c.var.companyAccess) }))
    .route('/', boardPortalMeetingRoutes())
    .route('/', archiveReadRoutes('/board-member-view/:orgNo/archive', boardPolicy, deps))
    .route('/', boardScheduleRoutes());
