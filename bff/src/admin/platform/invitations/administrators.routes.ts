import { findCompanyUsers, findPortfolioAdmins, inviteAdministrator, inviteToCompany, readdressInvitation, removeCompanyUserAccess, revokeAllAdminAccess } from '@andel/domain/server';
import { ZInviteAdminSchema, ZInviteToCompanySchema, ZRevokeAllAdminAccessSchema, ZUpdateAdminEmailSchema, type AccessPolicy } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

/** Managing a company's users is for its ADMINs only (seed: platform core, section 6). */
const adminsOnly: AccessPolicy = { accessTypes: ['ADMIN'] };
/** Super-admins may look (read only). */
const usersView: AccessPolicy = { accessTypes: ['ADMIN', 'SUPERADMIN'] };

/**
 * Administrators (seed: platform core, section 7): inviting them to companies or a custom role, re-addressing an
 * open invitation, revoking, and the company's users list. The domain checks ADMIN on every company named.
 */
export const administratorRoutes = ({ config, emailQueued }: BffDeps) =>
  newRouter()
    .post('/portfolio/admins/invite', requireUser, validate('json', ZInviteAdminSchema), async (c) => {
      const result = await inviteAdministrator({ em: c.var.em, actor: c.var.user, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    })
    // The seed's POST /invitation/{orgNo}/{type}/invite for the company's own invitations (USER and COMPANY).
    .post('/invitation/:orgNo/USER/invite', requireCompanyAccess(adminsOnly), validate('json', ZInviteToCompanySchema), async (c) => {
      const result = await inviteToCompany({ em: c.var.em, actor: c.var.user, organisationNumber: c.req.param('orgNo'), type: 'USER', input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    })
    .post('/invitation/:orgNo/COMPANY/invite', requireCompanyAccess(adminsOnly), validate('json', ZInviteToCompanySchema), async (c) => {
      const result = await inviteToCompany({ em: c.var.em, actor: c.var.user, organisationNumber: c.req.param('orgNo'), type: 'COMPANY', input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    })
    .post('/portfolio/admins/update-email', requireUser, validate('json', ZUpdateAdminEmailSchema), async (c) => {
      const result = await readdressInvitation({ em: c.var.em, actor: c.var.user, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result);
    })
    .post('/portfolio/admins/revoke-all', requireUser, validate('json', ZRevokeAllAdminAccessSchema), async (c) =>
      c.json(await revokeAllAdminAccess({ em: c.var.em, actor: c.var.user, input: c.req.valid('json') })),
    )
    .get('/portfolio/:id/admins', requireUser, async (c) =>
      c.json(await findPortfolioAdmins({ em: c.var.em, actor: c.var.user, portfolioId: c.req.param('id') })),
    )
    .get('/company-settings/:orgNo/users', requireCompanyAccess(usersView), async (c) =>
      c.json(await findCompanyUsers({ em: c.var.em, company: c.var.companyAccess.company })),
    )
    .delete('/company-settings/:orgNo/admin-access/:id', requireCompanyAccess(adminsOnly), async (c) => {
      await removeCompanyUserAccess({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.param('id') });
      return c.json({ ok: true });
    });
