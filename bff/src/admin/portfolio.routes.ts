import { getPortfolioOverview, setCompanyStarred } from '@andel/domain/server';
import { grantedAccessTypes } from '@andel/domain/shared';
import { z } from 'zod';
import { newRouter } from '../shared/router';
import { requireUser } from '../shared/session';
import { validate } from '../shared/validate';

const ZStarParamsSchema = z.object({ orgNo: z.string().min(1).max(20), accessType: z.enum(grantedAccessTypes) });

/** The portfolio: the user's companies across all their accesses (seed: platform core, sections 2 and 7). */
export const portfolioRoutes = () =>
  newRouter()
    .use('/portfolio', requireUser)
    .get('/portfolio', async (c) => c.json(await getPortfolioOverview({ em: c.var.em, user: c.var.user })))
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
