import { companySummary } from '@andel/domain/server';
import { requireCompanyAccess } from '../shared/authorize';
import { newRouter, type BffDeps } from '../shared/router';

const shareholderPolicy = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** The shareholder portal's backend: a holder sees only what concerns the shareholder they act for. */
export const shareholderBff = (_deps: BffDeps) =>
  newRouter().get('/shareholder-view/:orgNo/:shareholderId', requireCompanyAccess(shareholderPolicy), (c) =>
    c.json({ company: companySummary(c.var.companyAccess), shareholderId: c.req.param('shareholderId') }),
  );
