import { brregCompanyRegister, companySearchLimit, localCompanyRegister, searchSwedishCompanies } from '@andel/domain/server';
import { ZCompanySearchQuerySchema, ZSwedishCompanySearchQuerySchema } from '@andel/domain/shared';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

/**
 * Company-name search in the public registers (seed: platform core, sections 5 and 7). Norwegian companies come
 * from Enhetsregisteret when `COMPANY_REGISTER_URL` is set, otherwise from the local register table; Swedish
 * companies always from the local table.
 */
export const companySearchRoutes = ({ config }: BffDeps) => {
  const enhetsregisteret = config.COMPANY_REGISTER_URL ? brregCompanyRegister({ baseUrl: config.COMPANY_REGISTER_URL }) : null;
  return newRouter()
    .get('/companysearch', requireUser, validate('query', ZCompanySearchQuerySchema), async (c) => {
      const register = enhetsregisteret ?? localCompanyRegister({ em: c.var.em, country: 'NO' });
      return c.json(await register.search({ query: c.req.valid('query').q, limit: companySearchLimit }));
    })
    .get('/search-swedish-companies', requireUser, validate('query', ZSwedishCompanySearchQuerySchema), async (c) =>
      c.json(await searchSwedishCompanies({ register: localCompanyRegister({ em: c.var.em, country: 'SE' }), query: c.req.valid('query').q })),
    );
};
