import { newRouter, type BffDeps } from '../shared/router';
import { representativesRoutes } from './register/shareholder-portal/representatives.routes';
import { shareholderPortalRoutes } from './register/shareholder-portal/shareholder-portal.routes';
import { shareholderScheduleRoutes } from './governance/schedule/schedule.routes';

/** The shareholder portal's backend: a holder sees only what concerns the shareholder they act for. */
export const shareholderBff = (deps: BffDeps) => newRouter().route('/', shareholderPortalRoutes(deps)).route('/', representativesRoutes(deps)).route('/', shareholderScheduleRoutes());
