import {
  brregCompanyRegister,
  brregCompanyRoles,
  companySearchLimit,
  localCompanyRegister,
  noPublicCompanyRoles,
  proveCompanyClaim,
  registerAdminUser,
  registerAdminUserAs,
  registrationProducts,
  searchSwedishCompanies,
  withCompanyStates,
  type RegistrationProduct,
} from '@andel/domain/server';
import { ZCompanySearchQuerySchema, ZStoredOrganisationNumberSchema, ZSwedishCompanySearchQuerySchema, type CompanySearchHit, type SwedishCompanySearchResult } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

/** A Norwegian (9 digits) or Swedish (`SE` and 10 digits) organisation number in the path. */
const ZOrgNoParamSchema = z.object({ orgNo: ZStoredOrganisationNumberSchema });

/**
 * Company-name search in the public registers (seed: platform core, sections 5 and 7). Norwegian companies come
 * from Enhetsregisteret when `COMPANY_REGISTER_URL` is set, otherwise from the local register table; Swedish
 * companies always from the local table. Each hit carries how it opens for the user (`findCompanyStates`).
 * A registration's claim is proven by the roles Enhetsregisteret lists (when `COMPANY_REGISTER_URL` is set; otherwise,
 * and for Swedish companies, a super-admin approves it).
 */
export const companyRegisterRoutes = ({ config }: BffDeps) => {
  const enhetsregisteret = config.COMPANY_REGISTER_URL ? brregCompanyRegister({ baseUrl: config.COMPANY_REGISTER_URL }) : null;
  /** Swedish numbers from the local table; Norwegian ones from Enhetsregisteret when configured. */
  const registerFor = (em: EntityManager, orgNo: string) =>
    orgNo.startsWith('SE') ? localCompanyRegister({ em, country: 'SE' }) : (enhetsregisteret ?? localCompanyRegister({ em, country: 'NO' }));
  const roles = config.COMPANY_REGISTER_URL ? brregCompanyRoles({ baseUrl: config.COMPANY_REGISTER_URL }) : noPublicCompanyRoles;
  const router = newRouter()
    .get('/companysearch', requireUser, validate('query', ZCompanySearchQuerySchema), async (c) => {
      const register = enhetsregisteret ?? localCompanyRegister({ em: c.var.em, country: 'NO' });
      const hits = await register.search({ query: c.req.valid('query').q, limit: companySearchLimit });
      return c.json<CompanySearchHit[]>(await withCompanyStates({ em: c.var.em, user: c.var.user, hits }));
    })
    .get('/search-swedish-companies', requireUser, validate('query', ZSwedishCompanySearchQuerySchema), async (c) => {
      const { tooManyHits, results } = await searchSwedishCompanies({ register: localCompanyRegister({ em: c.var.em, country: 'SE' }), query: c.req.valid('query').q });
      return c.json<SwedishCompanySearchResult>({ tooManyHits, results: await withCompanyStates({ em: c.var.em, user: c.var.user, hits: results }) });
    })
    // A non-customer with no access is registered directly (seed: platform core, section 2).
    .post('/company/register-admin-user/:orgNo', requireUser, validate('param', ZOrgNoParamSchema), async (c) => {
      const { orgNo } = c.req.valid('param');
      return c.json(await registerAdminUser({ em: c.var.em, actor: c.var.user, organisationNumber: orgNo, register: registerFor(c.var.em, orgNo), roles }), 201);
    })
    // A pending company's administrator proves the claim with the e-ID they signed in with.
    .post('/company/:orgNo/prove-claim', requireCompanyAccess({ accessTypes: ['ADMIN'] }), async (c) =>
      c.json(await proveCompanyClaim({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, roles })),
    );
  // The same registration straight into a subscription: `registeras{product}`, one route a product.
  for (const product of Object.keys(registrationProducts) as RegistrationProduct[])
    router.post(`/company/registeras${product}/:orgNo`, requireUser, validate('param', ZOrgNoParamSchema), async (c) => {
      const { orgNo } = c.req.valid('param');
      return c.json(await registerAdminUserAs({ em: c.var.em, actor: c.var.user, organisationNumber: orgNo, register: registerFor(c.var.em, orgNo), roles, product }), 201);
    });
  return router;
};
