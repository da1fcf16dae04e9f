import { applyCapitalIncrease, getCapitalIncreaseAllocation, saveCapitalIncreaseAllocation } from '@andel/domain/server';
import { ZAllocationSaveSchema, type CapitalIncreaseAllocationView } from '@andel/domain/shared';
import type { core } from 'zod';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { validate, validationFailed } from '../../../shared/validate';
import { decisionApply, projectEdit, projectView } from '../policies';

const ofDecision = companyOf('projectDecision', 'decisionId', 'param');
const decisionParams = z.object({ id: z.uuid(), decisionId: z.uuid() });
const path = '/project/:id/decisions/:decisionId/capital-increase';

/** The increase of share capital's allocation rounds (seed 001 section 7, "Decision support") and its apply to the register. */
export const capitalIncreaseAllocationRoutes = () =>
  newRouter()
    .get(`${path}/allocation`, requireCompanyAccess(projectView, ofDecision), validate('param', decisionParams), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json<CapitalIncreaseAllocationView>(await getCapitalIncreaseAllocation({ em: c.var.em, company: c.var.companyAccess.company, projectId: id, decisionId }));
    })
    .put(`${path}/allocation`, requireCompanyAccess(projectEdit, ofDecision), validate('param', decisionParams), validate('json', ZAllocationSaveSchema), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      const saved = await saveCapitalIncreaseAllocation({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: id, decisionId, input: c.req.valid('json') });
      if ('issues' in saved) return validationFailed(c as never, saved.issues as unknown as core.$ZodIssue[]);
      return c.json<CapitalIncreaseAllocationView>(saved.view);
    })
    .post(`${path}/apply`, requireCompanyAccess(decisionApply, ofDecision), validate('param', decisionParams), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json<CapitalIncreaseAllocationView>(await applyCapitalIncrease({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, projectId: id, decisionId }), 201);
    });
