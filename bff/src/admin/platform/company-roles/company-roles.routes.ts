import { companyRoleRecord, createCompanyRole, deleteCompanyRole, editCompanyRole, findCompanyRole, findOnboardingCandidates, listCompanyRoles, ownershipSubsidiaryDirectory } from '@andel/domain/server';
import { ZCompanyRoleSchema, ZStoredOrganisationNumberSchema, type AccessPolicy, type CompanyRoleRecord } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'companyRoles', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };
const ZRoleParamsSchema = z.object({ orgNo: z.string(), id: z.uuid() });

/** Company roles in react-admin's simple-rest shape (seed: platform core, sections 2 and 3). */
export const companyRoleRoutes = () =>
  newRouter()
    // Who could administer a company being onboarded: for its admins, or an admin of a parent it is a subsidiary of (checked in the use-case).
    .get('/company-roles/find-onboarding-candidates/:orgNo', requireUser, validate('param', z.object({ orgNo: ZStoredOrganisationNumberSchema })), async (c) =>
      c.json<CompanyRoleRecord[]>(await findOnboardingCandidates({ em: c.var.em, actor: c.var.user, organisationNumber: c.req.valid('param').orgNo, subsidiaryDirectory: ownershipSubsidiaryDirectory })),
    )
    .get('/company/:orgNo/roles', requireCompanyAccess(view), async (c) => {
      const roles = await listCompanyRoles(c.var.em, c.var.companyAccess.company);
      setContentRange(c, 'roles', { count: roles.length });
      return c.json(roles.map(companyRoleRecord));
    })
    .get('/company/:orgNo/roles/:id', requireCompanyAccess(view), validate('param', ZRoleParamsSchema), async (c) =>
      c.json(companyRoleRecord(await findCompanyRole(c.var.em, c.var.companyAccess.company, c.req.valid('param').id))),
    )
    .post('/company/:orgNo/roles', requireCompanyAccess(edit), validate('json', ZCompanyRoleSchema), async (c) => {
      const role = await createCompanyRole({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') });
      return c.json(companyRoleRecord(role), 201);
    })
    .put('/company/:orgNo/roles/:id', requireCompanyAccess(edit), validate('param', ZRoleParamsSchema), validate('json', ZCompanyRoleSchema), async (c) => {
      const { company } = c.var.companyAccess;
      return c.json(companyRoleRecord(await editCompanyRole({ em: c.var.em, actor: c.var.user, company, id: c.req.valid('param').id, input: c.req.valid('json') })));
    })
    .delete('/company/:orgNo/roles/:id', requireCompanyAccess(edit), validate('param', ZRoleParamsSchema), async (c) => {
      const { company } = c.var.companyAccess;
      return c.json(companyRoleRecord(await deleteCompanyRole({ em: c.var.em, actor: c.var.user, company, id: c.req.valid('param').id })));
    });
