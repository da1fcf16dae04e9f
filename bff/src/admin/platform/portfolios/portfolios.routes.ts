import {
  addCompaniesToPortfolio,
  countDocumentsToSign,
  createPortfolio,
  dissolvePortfolio,
  getPortfolioOverview,
  ownershipSubsidiaryDirectory,
  recordCompanyVisit,
  removeCompanyFromPortfolio,
  renamePortfolio,
  setCompanyStarred,
} from '@andel/domain/server';
import {
  grantedAccessTypes,
  ZPortfolioAddCompaniesSchema,
  ZPortfolioCreateSchema,
  ZPortfolioDissolveQuerySchema,
  ZPortfolioMoveCompanySchema,
  ZPortfolioRemoveCompanySchema,
  ZPortfolioRoleParamsSchema,
  ZPortfolioSettingsSchema,
  type PortfolioSummary,
} from '@andel/domain/shared';
import { z } from 'zod';
import { anyCompanyAccess, requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

const ZStarParamsSchema = z.object({ orgNo: z.string().min(1).max(20), accessType: z.enum(grantedAccessTypes) });

/**
 * The portfolio (seed: platform core, sections 2 and 7): the user's companies by scope (all, a role, one of their
 * portfolios), their own portfolios, and recently visited companies. Another user's portfolio is 404.
 */
export const portfolioRoutes = () =>
  newRouter()
    .use('/portfolio/*', requireUser)
    .get('/portfolio', async (c) => c.json(await getPortfolioOverview({ em: c.var.em, user: c.var.user, countDocumentsToSign, subsidiaryDirectory: ownershipSubsidiaryDirectory })))
    .get('/portfolio/role/:role', validate('param', ZPortfolioRoleParamsSchema), async (c) =>
      c.json(await getPortfolioOverview({ em: c.var.em, user: c.var.user, scope: { kind: 'role', role: c.req.valid('param').role }, countDocumentsToSign, subsidiaryDirectory: ownershipSubsidiaryDirectory })),
    )
    .get('/portfolio/:id', async (c) =>
      c.json(await getPortfolioOverview({ em: c.var.em, user: c.var.user, scope: { kind: 'portfolio', portfolioId: c.req.param('id') }, countDocumentsToSign, subsidiaryDirectory: ownershipSubsidiaryDirectory })),
    )
    .post('/portfolio/new', validate('json', ZPortfolioCreateSchema), async (c) => {
      const { id, name } = await createPortfolio({ em: c.var.em, actor: c.var.user, name: c.req.valid('json').portfolioName });
      return c.json<PortfolioSummary>({ id, name }, 201);
    })
    .on(['PUT', 'POST'], '/portfolio/:id/settings', validate('json', ZPortfolioSettingsSchema), async (c) => {
      const { id, name } = await renamePortfolio({ em: c.var.em, actor: c.var.user, id: c.req.param('id'), name: c.req.valid('json').name });
      return c.json<PortfolioSummary>({ id, name });
    })
    .delete('/portfolio/:id', validate('query', ZPortfolioDissolveQuerySchema), async (c) => {
      const { offboardCompanies } = c.req.valid('query');
      await dissolvePortfolio({ em: c.var.em, actor: c.var.user, id: c.req.param('id'), offboardCompanies });
      return c.json({ ok: true });
    })
    .post('/portfolio/:id/add-companies', validate('json', ZPortfolioAddCompaniesSchema), async (c) => {
      await addCompaniesToPortfolio({ em: c.var.em, actor: c.var.user, portfolioId: c.req.param('id'), organisationNumbers: c.req.valid('json') });
      return c.json({ ok: true });
    })
    .post('/portfolio/move-company-to-portfolio', validate('json', ZPortfolioMoveCompanySchema), async (c) => {
      const { orgNo, portfolioId } = c.req.valid('json');
      await addCompaniesToPortfolio({ em: c.var.em, actor: c.var.user, portfolioId, organisationNumbers: [orgNo] });
      return c.json({ ok: true });
    })
    .post('/portfolio/remove-company-from-portfolio', validate('json', ZPortfolioRemoveCompanySchema), async (c) => {
      await removeCompanyFromPortfolio({ em: c.var.em, actor: c.var.user, organisationNumber: c.req.valid('json').orgNo });
      return c.json({ ok: true });
    })
    .post('/portfolio/recent/:orgNo', requireCompanyAccess(anyCompanyAccess), async (c) => {
      await recordCompanyVisit({ em: c.var.em, user: c.var.user, company: c.var.companyAccess.company });
      return c.json({ ok: true });
    })
    .on(['PUT', 'POST'], '/user/star-company/:orgNo/:accessType', requireUser, validate('param', ZStarParamsSchema), async (c) => {
      const { orgNo, accessType } = c.req.valid('param');
      await setCompanyStarred({ em: c.var.em, user: c.var.user, organisationNumber: orgNo, accessType, starred: true });
      return c.json({ ok: true });
    })
    .on(['PUT', 'POST'], '/user/unstar-company/:orgNo/:accessType', requireUser, validate('param', ZStarParamsSchema), async (c) => {
      const { orgNo, accessType } = c.req.valid('param');
      await setCompanyStarred({ em: c.var.em, user: c.var.user, organisationNumber: orgNo, accessType, starred: false });
      return c.json({ ok: true });
    });
