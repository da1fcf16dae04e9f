import { findSchedule } from '@andel/domain/server';
import { ZScheduleQuerySchema, type Schedule } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';

const shareholderPolicy = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** The shareholder's schedule (`/shareholder/{orgNo}/{shareholderId}/schedule/{view?}/{year?}/{month?}`), for the holder acted for. */
export const shareholderScheduleRoutes = () =>
  newRouter().get('/shareholder-view/:orgNo/:shareholderId/schedule', requireCompanyAccess(shareholderPolicy), validate('query', ZScheduleQuerySchema), async (c) =>
    c.json((await findSchedule({ em: c.var.em, company: c.var.companyAccess.company, audience: 'shareholder', query: c.req.valid('query') })) satisfies Schedule),
  );
