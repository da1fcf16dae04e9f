import {
  createCustomRole,
  customRoleFacts,
  deleteCustomRole,
  editCustomRole,
  findAvailableUsers,
  findCustomRole,
  findCustomRoleUsers,
  findRolePermissions,
  listCustomRoles,
  setRolePermissions,
  type CustomRole,
} from '@andel/domain/server';
import { ZCustomRoleSchema, ZRolePermissionsParamsSchema, ZRolePermissionsSchema, type AccessPolicy, type CustomRoleRecord, type CustomRoleUser } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'companySettings', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
/** What a role grants is changed by admins only: a holder with company settings may not widen their own role. */
const permissionsEdit: AccessPolicy = { accessTypes: ['ADMIN'] };
const ZRoleParamsSchema = z.object({ orgNo: z.string(), id: z.uuid() });

const userJson = (orgNo: string) => (user: { id: string; name: string; email: string }): CustomRoleUser => ({ externalId: user.id, name: user.name, email: user.email, orgNo, lastLogin: null });

/** A role as the settings screen shows it: the seed's fields, with `featureLevels` and `userIds` for the form. */
const roleJson = async (c: Context<AppEnv>, role: CustomRole): Promise<CustomRoleRecord> => {
  const { company } = c.var.companyAccess;
  const users = await findCustomRoleUsers(c.var.em, role);
  const facts = customRoleFacts(role);
  return {
    id: role.id,
    orgNo: role.company.organisationNumber,
    name: role.name,
    texts: role.texts,
    ...facts,
    features: Object.entries(facts.featureLevels).map(([featureName, access]) => ({ featureName, access })),
    users: users.map(userJson(company.organisationNumber)),
    userIds: users.map((user) => user.id),
  };
};

/**
 * Custom roles in company settings, react-admin simple-rest style, a role's permissions (the seed's permission calls)
 * and the role preview (seed: platform core, sections 3, 6 and 7).
 */
export const customRoleRoutes = () =>
  newRouter()
    .get('/company/:orgNo/custom-roles', requireCompanyAccess(view), async (c) => {
      const roles = await listCustomRoles(c.var.em, c.var.companyAccess.company);
      setContentRange(c, 'custom-roles', { count: roles.length });
      return c.json(await Promise.all(roles.map((role) => roleJson(c, role))));
    })
    .get('/company/:orgNo/custom-roles/available-users', requireCompanyAccess(view), async (c) => {
      const { company } = c.var.companyAccess;
      return c.json((await findAvailableUsers(c.var.em, company)).map(userJson(company.organisationNumber)));
    })
    .get('/company/:orgNo/custom-roles/:id', requireCompanyAccess(view), validate('param', ZRoleParamsSchema), async (c) =>
      c.json(await roleJson(c, await findCustomRole(c.var.em, c.var.companyAccess.company, c.req.valid('param').id))),
    )
    .post('/company/:orgNo/custom-roles', requireCompanyAccess(edit), validate('json', ZCustomRoleSchema), async (c) => {
      const role = await createCustomRole({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') });
      return c.json(await roleJson(c, role), 201);
    })
    .put('/company/:orgNo/custom-roles/:id', requireCompanyAccess(edit), validate('param', ZRoleParamsSchema), validate('json', ZCustomRoleSchema), async (c) => {
      const { company } = c.var.companyAccess;
      const role = await editCustomRole({ em: c.var.em, actor: c.var.user, company, id: c.req.valid('param').id, input: c.req.valid('json') });
      return c.json(await roleJson(c, role));
    })
    .delete('/company/:orgNo/custom-roles/:id', requireCompanyAccess(edit), validate('param', ZRoleParamsSchema), async (c) => {
      const { company } = c.var.companyAccess;
      const id = c.req.valid('param').id;
      return c.json({ id, ...(await deleteCustomRole({ em: c.var.em, actor: c.var.user, company, id })) });
    })
    .get('/permission/:orgNo/:customRoleId', requireCompanyAccess(view), validate('param', ZRolePermissionsParamsSchema), async (c) =>
      c.json(await findRolePermissions({ em: c.var.em, user: c.var.user, company: c.var.companyAccess.company, customRoleId: c.req.valid('param').customRoleId })),
    )
    .post('/permission/:orgNo', requireCompanyAccess(permissionsEdit), validate('json', ZRolePermissionsSchema), async (c) =>
      c.json(await setRolePermissions({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') })),
    )
    .get('/company-settings/:orgNo/preview-custom-role/:id', requireCompanyAccess(view), validate('param', ZRoleParamsSchema), async (c) =>
      c.json(customRoleFacts(await findCustomRole(c.var.em, c.var.companyAccess.company, c.req.valid('param').id))),
    );
