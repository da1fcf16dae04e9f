import { holderContributionRoutes } from './register/contributions/contributions.routes';
import { archiveReadRoutes } from '../shared/archive-read-routes';
import { articlesReadRoutes } from '../shared/articles-read-routes';
import { messagingRecipientRoutes } from '../shared/messaging-recipient-routes';
import { newRouter, type BffDeps } from '../shared/router';
import { representativesRoutes } from './register/shareholder-portal/representatives.routes';
import { shareholderPortalRoutes } from './register/shareholder-portal/shareholder-portal.routes';
import { shareholderScheduleRoutes } from './governance/schedule/schedule.routes';
import { shareholderMeetingsRoutes } from './governance/meetings/meetings.routes';

/** The shareholder portal's backend: a holder sees only what concerns the shareholder they act for. */
/** Holders read the shareholder archive under their own address, acting for the holder named there. */
const actsForHolder = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

export const shareholderBff = (deps: BffDeps) =>
  newRouter()
    .route('/', shareholderPortalRoutes(deps))
    .route('/', representativesRoutes(deps))
    .route('/', archiveReadRoutes('/shareholder-view/:orgNo/:shareholderId/archive', actsForHolder, deps))
    .route('/', shareholderScheduleRoutes())
    .route('/', shareholderMeetingsRoutes())
    .route(
      '/',
      messagingRecipientRoutes('/shareholder-view/:orgNo/:shareholderId/messaging', actsForHolder, (c) => ({ side: 'shareholder', user: c.var.user, company: c.var.companyAccess.company, shareholderId: c.req.param('shareholderId') ?? '' }), deps),
    )
    .route('/', holderContributionRoutes())
    .route('/', articlesReadRoutes('/shareholder-view/:orgNo/:shareholderId', actsForHolder));
