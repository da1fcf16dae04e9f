import { addCompaniesToCustomRole, findPortfolioCustomRoles, portfolioScopeOf, removeCompanyAccessFromCustomRole } from '@andel/domain/server';
import { ZAddCompaniesToCustomRoleSchema, ZPortfolioScopeParamsSchema, ZRemoveCompanyAccessFromCustomRoleSchema } from '@andel/domain/shared';
import { z } from 'zod';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

const ZPortfolioIdQuerySchema = z.object({ portfolioId: z.uuid('invalidValue').optional() });

/**
 * Custom roles across the portfolio (seed: platform core, section 7): the roles of a scope, a role given to more
 * companies, and a holder's access through a role taken away in some. The use-cases authorise each company as ADMIN.
 * Mounted before the portfolio's `/portfolio/:id`, which would take `/portfolio/custom-roles` for a portfolio id.
 */
export const portfolioCustomRoleRoutes = () =>
  newRouter()
    .get('/portfolio/custom-roles', requireUser, validate('query', ZPortfolioIdQuerySchema), async (c) => {
      const { portfolioId } = c.req.valid('query');
      return c.json(await findPortfolioCustomRoles({ em: c.var.em, user: c.var.user, scope: portfolioId ? { kind: 'portfolio', portfolioId } : { kind: 'all' } }));
    })
    .get('/portfolio/:scope/custom-roles', requireUser, validate('param', ZPortfolioScopeParamsSchema), async (c) =>
      c.json(await findPortfolioCustomRoles({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(c.req.valid('param').scope) })),
    )
    .post('/portfolio/add-companies-to-custom-role', requireUser, validate('json', ZAddCompaniesToCustomRoleSchema), async (c) =>
      c.json(await addCompaniesToCustomRole({ em: c.var.em, actor: c.var.user, input: c.req.valid('json') })),
    )
    .post('/portfolio/remove-company-access-from-custom-role', requireUser, validate('json', ZRemoveCompanyAccessFromCustomRoleSchema), async (c) =>
      c.json(await removeCompanyAccessFromCustomRole({ em: c.var.em, actor: c.var.user, input: c.req.valid('json') })),
    );
