import { changeSubscription, getBillingOverview, setShareholderPortal } from '@andel/domain/server';
import { ZShareholderPortalSettingSchema, ZSubscriptionChangeSchema, type AccessPolicy } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';

/** Billing is for the company's admins only (seed: platform core, section 6). */
const billing: AccessPolicy = { accessTypes: ['ADMIN'], feature: 'companySettings', level: 'EDIT' };
const settingsView: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'companySettings', level: 'VIEW' };
const settingsEdit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'companySettings', level: 'EDIT' };

/** Company settings: subscription and billing, and the shareholder portal switch. */
export const subscriptionRoutes = () =>
  newRouter()
    .get('/company-settings/:orgNo/billing', requireCompanyAccess({ ...billing, accessTypes: ['ADMIN', 'SUPERADMIN'], level: 'VIEW' }), async (c) =>
      c.json(await getBillingOverview({ em: c.var.em, company: c.var.companyAccess.company })),
    )
    .put('/company-settings/:orgNo/subscription', requireCompanyAccess(billing), validate('json', ZSubscriptionChangeSchema), async (c) => {
      const company = await changeSubscription({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') });
      return c.json(await getBillingOverview({ em: c.var.em, company }));
    })
    .get('/company-settings/:orgNo/shareholder-portal', requireCompanyAccess(settingsView), (c) =>
      c.json({ enabled: c.var.companyAccess.company.shareholderPortalEnabled }),
    )
    .put('/company-settings/:orgNo/shareholder-portal', requireCompanyAccess(settingsEdit), validate('json', ZShareholderPortalSettingSchema), async (c) => {
      const company = await setShareholderPortal({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') });
      return c.json({ enabled: company.shareholderPortalEnabled });
    });
