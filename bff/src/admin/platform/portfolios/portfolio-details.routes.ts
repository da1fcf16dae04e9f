import { findPortfolioAdmin, findPortfolioCustomRole, findPortfolioCustomRoleHolder, findPortfolioHolder, portfolioScopeOf } from '@andel/domain/server';
import { ZPortfolioAdminParamsSchema, ZPortfolioCustomRoleHolderParamsSchema, ZPortfolioCustomRoleParamsSchema, ZPortfolioHolderParamsSchema } from '@andel/domain/shared';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

/**
 * The portfolio's detail pages (seed: platform core, section 2): an administrator, a custom role and one of its
 * holders, a holder across companies (the top bar's follow-up count counts matters too: governance's follow-up routes). Each use-case covers only the scope's
 * companies the user administers; anyone or anything outside them is 404.
 */
export const portfolioDetailRoutes = () =>
  newRouter()
    .get('/portfolio/:scope/contacts/admins/:externalId', requireUser, validate('param', ZPortfolioAdminParamsSchema), async (c) => {
      const { scope, externalId } = c.req.valid('param');
      return c.json(await findPortfolioAdmin({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(scope), externalId }));
    })
    .get('/portfolio/:scope/contacts/custom-role/:customRoleId', requireUser, validate('param', ZPortfolioCustomRoleParamsSchema), async (c) => {
      const { scope, customRoleId } = c.req.valid('param');
      return c.json(await findPortfolioCustomRole({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(scope), customRoleId }));
    })
    .get('/portfolio/:scope/contacts/custom-role/:customRoleId/details/:externalId', requireUser, validate('param', ZPortfolioCustomRoleHolderParamsSchema), async (c) => {
      const { scope, customRoleId, externalId } = c.req.valid('param');
      return c.json(await findPortfolioCustomRoleHolder({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(scope), customRoleId, externalId }));
    })
    .get('/portfolio/:scope/shareholders/:shareholderId', requireUser, validate('param', ZPortfolioHolderParamsSchema), async (c) => {
      const { scope, shareholderId } = c.req.valid('param');
      return c.json(await findPortfolioHolder({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(scope), shareholderId }));
    });
