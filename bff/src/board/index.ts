import { companySummary } from '@andel/domain/server';
import { requireCompanyAccess } from '../shared/authorize';
import { archiveReadRoutes } from '../shared/archive-read-routes';
import { articlesReadRoutes } from '../shared/articles-read-routes';
import { messagingRecipientRoutes } from '../shared/messaging-recipient-routes';
import { newRouter, type BffDeps } from '../shared/router';
import { boardPortalMeetingRoutes } from './governance/board-member-view/board-meetings.routes';
import { boardScheduleRoutes } from './governance/schedule/schedule.routes';

const boardPolicy = { accessTypes: ['BOARD_MEMBER'] } as const;

/** The board portal's backend. */
export const boardBff = (deps: BffDeps) =>
  newRouter()
    .get('/board-member-view/:orgNo', requireCompanyAccess(boardPolicy), async (c) => c.json({ company: await companySummary(c.var.companyAccess, c.var.em) }))
    .route('/', boardPortalMeetingRoutes(deps))
    .route('/', archiveReadRoutes('/board-member-view/:orgNo/archive', boardPolicy, deps))
    .route('/', boardScheduleRoutes())
    .route('/', articlesReadRoutes('/board-member-view/:orgNo', boardPolicy))
    .route('/', messagingRecipientRoutes('/board-member-view/:orgNo/messaging', boardPolicy, (c) => ({ side: 'boardMember', user: c.var.user, company: c.var.companyAccess.company }), deps));
