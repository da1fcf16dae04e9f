import { beneficialOwnerFollowUps, connectCompanies, findPortfolioContacts, ownershipSubsidiaryDirectory, findPortfolioFollowUps, findPortfolioShareholders, portfolioScopeOf, updateShareholderNames } from '@andel/domain/server';
import {
  ZConnectCompaniesSchema,
  ZFollowUpShareholdersUpdateSchema,
  ZPortfolioContactsQuerySchema,
  ZPortfolioFollowUpQuerySchema,
  ZPortfolioScopeParamsSchema,
  ZPortfolioShareholdersQuerySchema,
  type AccessPolicy,
} from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { orgNoInJson } from '../../../shared/company-locator';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';

/** Renaming holders from the register is a batch shareholder update: admins only (seed: platform core, section 6). */
const batchShareholderUpdate: AccessPolicy = { accessTypes: ['ADMIN'] };

/**
 * The portfolio's tabs across companies (seed: platform core, sections 2 and 7): contacts, follow-up and holders
 * per scope, and connecting subsidiaries. Each use-case covers only companies the user administers.
 */
export const portfolioTabRoutes = ({ config, emailQueued }: BffDeps) =>
  newRouter()
    .post('/portfolio/connect-companies', requireUser, validate('json', ZConnectCompaniesSchema), async (c) => {
      const result = await connectCompanies({ em: c.var.em, actor: c.var.user, input: c.req.valid('json'), appUrl: config.appUrl, subsidiaryDirectory: ownershipSubsidiaryDirectory });
      if (result.invited) emailQueued();
      return c.json(result);
    })
    .get('/portfolio/:scope/contacts', requireUser, validate('param', ZPortfolioScopeParamsSchema), validate('query', ZPortfolioContactsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const page = await findPortfolioContacts({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(c.req.valid('param').scope), query });
      setContentRange(c, 'contacts', { from: query.range[0], count: page.rows.length, total: page.total });
      return c.json(page.rows);
    })
    .get('/portfolio/:scope/shareholders', requireUser, validate('param', ZPortfolioScopeParamsSchema), validate('query', ZPortfolioShareholdersQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const page = await findPortfolioShareholders({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(c.req.valid('param').scope), query });
      setContentRange(c, 'shareholders', { from: query.range[0], count: page.rows.length, total: page.total });
      return c.json(page.rows);
    })
    .post('/portfolio/follow-up/shareholders/update', requireCompanyAccess(batchShareholderUpdate, orgNoInJson('orgNo')), validate('json', ZFollowUpShareholdersUpdateSchema), async (c) => {
      const { shareholderOrgNos } = c.req.valid('json');
      const { company } = c.var.companyAccess;
      return c.json(await updateShareholderNames({ em: c.var.em, actor: c.var.user, company, shareholderOrgNos, allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT }));
    })
    .get('/portfolio/:scope/follow-up', requireUser, validate('param', ZPortfolioScopeParamsSchema), validate('query', ZPortfolioFollowUpQuerySchema), async (c) =>
      c.json(await findPortfolioFollowUps({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(c.req.valid('param').scope), query: c.req.valid('query'), shareholderFollowUps: beneficialOwnerFollowUps })),
    );
