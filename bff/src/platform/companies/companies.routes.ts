import { acceptCompanyTerms, companySummary, setCompanyRemark } from '@andel/domain/server';
import { ZCompanyRemarkSchema, type AccessPolicy, type CompanyRemark, type CompanyTermsAccepted } from '@andel/domain/shared';
import { anyCompanyAccess, requireCompanyAccess } from '../../shared/authorize';
import { newRouter } from '../../shared/router';
import { validate } from '../../shared/validate';

/** The company's remark: written by those who may edit its settings (admins, a custom role with companySettings EDIT). */
const remarkPolicy: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'companySettings', level: 'EDIT' };
/** Terms are accepted on the company's behalf by its admins only. */
const termsPolicy: AccessPolicy = { accessTypes: ['ADMIN'], feature: 'companySettings', level: 'EDIT' };

/** The company header every app shows (any access to the company may read it), its remark and its terms. */
export const companyRoutes = () =>
  newRouter()
    .get('/company/:orgNo', requireCompanyAccess(anyCompanyAccess), async (c) => c.json(await companySummary(c.var.companyAccess, c.var.em)))
    .post('/company/:orgNo/remark', requireCompanyAccess(remarkPolicy), validate('json', ZCompanyRemarkSchema), async (c) =>
      c.json<CompanyRemark>(await setCompanyRemark({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') })),
    )
    .post('/company/accept-terms/:orgNo', requireCompanyAccess(termsPolicy), async (c) =>
      c.json<CompanyTermsAccepted>(await acceptCompanyTerms({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company })),
    );
