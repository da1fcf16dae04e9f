import { findPortfolioMatterFollowUps, findPortfolioSignatures, portfolioScopeOf } from '@andel/domain/server';
import { ZPortfolioScopeParamsSchema } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

/** The signatures of a scope, or of one company in it, with the follow-up of matters counted as the seed's response does. */
const signaturesOf = async (c: Context<AppEnv>, scope: string, organisationNumber?: string) => {
  const portfolioScope = portfolioScopeOf(scope);
  const [signatures, matters] = await Promise.all([
    findPortfolioSignatures({ em: c.var.em, user: c.var.user, scope: portfolioScope, organisationNumber }),
    findPortfolioMatterFollowUps({ em: c.var.em.fork(), user: c.var.user, scope: portfolioScope, tab: 'votes' }),
  ]);
  return c.json({ ...signatures, followUpMattersCount: matters.followUpMattersCount });
};

/**
 * Portfolio signatures (seed 000 and 002: `follow-up/signatures/{pending|signed|sent|sealed}` at portfolio and company
 * level): `GET /portfolio/{scope}/signatures[/{orgNo}]`, the scope as the other portfolio tabs name it (all, a role,
 * or a portfolio's id). Signed-in; the use-case covers only the user's own signatures and administered companies.
 */
export const portfolioSignatureRoutes = () =>
  newRouter()
    .get('/portfolio/:scope/signatures', requireUser, validate('param', ZPortfolioScopeParamsSchema), async (c) => signaturesOf(c, c.req.valid('param').scope))
    .get('/portfolio/:scope/signatures/:orgNo', requireUser, validate('param', ZPortfolioScopeParamsSchema.extend({ orgNo: z.string().min(1).max(20) })), async (c) =>
      signaturesOf(c, c.req.valid('param').scope, c.req.valid('param').orgNo),
    );
