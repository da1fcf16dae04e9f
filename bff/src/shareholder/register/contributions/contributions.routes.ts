import { findHolderContributions } from '@andel/domain/server';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';

const shareholderPolicy = { accessTypes: ['SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE'] } as const;

/** The portal's contributions (Sweden) or commitments (Norway) tab: the entries of the holder acted for, and their summary. */
export const holderContributionRoutes = () =>
  newRouter().get('/shareholder-view/:orgNo/:shareholderId/contributions', requireCompanyAccess(shareholderPolicy), async (c) =>
    c.json(await findHolderContributions({ em: c.var.em, company: c.var.companyAccess.company, shareholderId: c.req.param('shareholderId') })),
  );
