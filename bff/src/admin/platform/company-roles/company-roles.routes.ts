import { companyRoleFacts, createCompanyRole, deleteCompanyRole, editCompanyRole, findCompanyRole, listCompanyRoles, type CompanyRole } from '@andel/domain/server';
import { ZCompanyRoleSchema, type AccessPolicy, type CompanyRoleRecord } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'companyRoles', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
const ZRoleParamsSchema = z.object({ orgNo: z.string(), id: z.uuid() });

const roleJson = (role: CompanyRole): CompanyRoleRecord => ({ ...companyRoleFacts(role), companyroleId: role.id });

/** Company roles in react-admin's simple-rest shape (seed: platform core, sections 2 and 3). */
export const companyRoleRoutes = () =>
  newRouter()
    .get('/company/:orgNo/roles', requireCompanyAccess(view), async (c) => {
      const roles = await listCompanyRoles(c.var.em, c.var.companyAccess.company);
      setContentRange(c, 'roles', { count: roles.length });
      return c.json(roles.map(roleJson));
    })
    .get('/company/:orgNo/roles/:id', requireCompanyAccess(view), validate('param', ZRoleParamsSchema), async (c) =>
      c.json(roleJson(await findCompanyRole(c.var.em, c.var.companyAccess.company, c.req.valid('param').id))),
    )
    .post('/company/:orgNo/roles', requireCompanyAccess(edit), validate('json', ZCompanyRoleSchema), async (c) => {
      const role = await createCompanyRole({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') });
      return c.json(roleJson(role), 201);
    })
    .put('/company/:orgNo/roles/:id', requireCompanyAccess(edit), validate('param', ZRoleParamsSchema), validate('json', ZCompanyRoleSchema), async (c) => {
      const { company } = c.var.companyAccess;
      return c.json(roleJson(await editCompanyRole({ em: c.var.em, actor: c.var.user, company, id: c.req.valid('param').id, input: c.req.valid('json') })));
    })
    .delete('/company/:orgNo/roles/:id', requireCompanyAccess(edit), validate('param', ZRoleParamsSchema), async (c) => {
      const { company } = c.var.companyAccess;
      return c.json(roleJson(await deleteCompanyRole({ em: c.var.em, actor: c.var.user, company, id: c.req.valid('param').id })));
    });
