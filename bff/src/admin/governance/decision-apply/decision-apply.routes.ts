import { applyAdoptedDecision, decisionApplyView } from '@andel/domain/server';
import type { DecisionApplyView } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { decisionApply, projectView } from '../policies';

const ofDecision = companyOf('projectDecision', 'decisionId', 'param');
const decisionParams = z.object({ id: z.uuid(), decisionId: z.uuid() });

/** An adopted decision applied to the register with one click (issue 28 §3): what it would write, and the apply. */
export const decisionApplyRoutes = () =>
  newRouter()
    .get('/project/:id/decisions/:decisionId/apply', requireCompanyAccess(projectView, ofDecision), validate('param', decisionParams), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json((await decisionApplyView(c.var.em, c.var.companyAccess.company, id, decisionId)) satisfies DecisionApplyView);
    })
    .post('/project/:id/decisions/:decisionId/apply', requireCompanyAccess(decisionApply, ofDecision), validate('param', decisionParams), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json((await applyAdoptedDecision({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: id, decisionId })) satisfies DecisionApplyView, 201);
    });
