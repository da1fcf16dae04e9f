import { countFollowUpsWithMatters, findCompanyMatterFollowUps, findPortfolioMatterFollowUps, markFollowUpsWithMattersSeen, portfolioScopeOf } from '@andel/domain/server';
import { ZMatterFollowUpQuerySchema, ZPortfolioScopeParamsSchema, type MatterFollowUps } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { meetingView } from '../policies';

/**
 * The follow-up of matters (seed 002, section 2: `follow-up/matters/{tab?}` for a company and for each portfolio
 * scope): the projects waiting for something, and the top bar's follow-up count with them counted in.
 */
export const matterFollowUpRoutes = () =>
  newRouter()
    .get('/follow-up/matters/:orgNo', requireCompanyAccess(meetingView), validate('query', ZMatterFollowUpQuerySchema), async (c) =>
      c.json((await findCompanyMatterFollowUps({ em: c.var.em, company: c.var.companyAccess.company, tab: c.req.valid('query').tab })) satisfies MatterFollowUps),
    )
    .get('/portfolio/:scope/follow-up/matters', requireUser, validate('param', ZPortfolioScopeParamsSchema), validate('query', ZMatterFollowUpQuerySchema), async (c) =>
      c.json((await findPortfolioMatterFollowUps({ em: c.var.em, user: c.var.user, scope: portfolioScopeOf(c.req.valid('param').scope), tab: c.req.valid('query').tab })) satisfies MatterFollowUps),
    )
    .get('/portfolio/follow-up/count', requireUser, async (c) => c.json(await countFollowUpsWithMatters({ em: c.var.em, user: c.var.user })))
    .post('/portfolio/follow-up/seen', requireUser, async (c) => c.json(await markFollowUpsWithMattersSeen({ em: c.var.em, user: c.var.user })));
