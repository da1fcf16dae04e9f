import { getCapitalIncrease, listPreferentialSubscribers, saveCapitalIncrease } from '@andel/domain/server';
import { ZCapitalIncreaseSchema, type CapitalIncreaseView, type TSubscriber } from '@andel/domain/shared';
import type { core } from 'zod';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { validate, validationFailed } from '../../../shared/validate';
import { projectEdit, projectView } from '../policies';

const ofDecision = companyOf('projectDecision', 'decisionId', 'param');
const decisionParams = z.object({ id: z.uuid(), decisionId: z.uuid() });

/** The increase of share capital decision's form (seed 001, sections 3-5), under its project decision. */
export const capitalIncreaseRoutes = () =>
  newRouter()
    .get('/project/:id/decisions/:decisionId/capital-increase', requireCompanyAccess(projectView, ofDecision), validate('param', decisionParams), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json<CapitalIncreaseView>(await getCapitalIncrease({ em: c.var.em, company: c.var.companyAccess.company, projectId: id, decisionId }));
    })
    .put('/project/:id/decisions/:decisionId/capital-increase', requireCompanyAccess(projectEdit, ofDecision), validate('param', decisionParams), validate('json', ZCapitalIncreaseSchema), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      const saved = await saveCapitalIncrease({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: id, decisionId, input: c.req.valid('json') });
      if ('issues' in saved) return validationFailed(c as never, saved.issues as unknown as core.$ZodIssue[]);
      return c.json<CapitalIncreaseView>(saved.view);
    })
    .post(
      '/project/:id/decisions/:decisionId/capital-increase/preferential-subscribers',
      requireCompanyAccess(projectEdit, ofDecision),
      validate('param', decisionParams),
      validate('json', ZCapitalIncreaseSchema),
      async (c) => {
        const { id, decisionId } = c.req.valid('param');
        return c.json<TSubscriber[]>(await listPreferentialSubscribers({ em: c.var.em, company: c.var.companyAccess.company, projectId: id, decisionId, form: c.req.valid('json') }));
      },
    );
