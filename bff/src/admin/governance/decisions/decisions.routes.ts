import { addDecision, decisionJson, draftDecisionResolution, getDecisionDocument, removeDecision, updateDecision } from '@andel/domain/server';
import {
  decisionCatalogueView,
  ZDecisionAddSchema,
  ZDecisionDocumentUpdateSchema,
  ZDecisionDraftSchema,
  type DecisionCatalogueView,
  type DecisionDocumentView,
  type DecisionDraftView,
} from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { projectEdit, projectView } from '../policies';

const ofDecision = companyOf('projectDecision', 'decisionId', 'param');
const decisionParams = z.object({ id: z.uuid(), decisionId: z.uuid() });

/** The decision catalogue and a project's decisions (seed 002, sections 3-6). */
export const decisionRoutes = () =>
  newRouter()
    .get('/projects/:orgNo/decision-catalogue', requireCompanyAccess(projectView), (c) =>
      c.json(decisionCatalogueView(c.var.companyAccess.company.subscriptionType) satisfies DecisionCatalogueView),
    )
    .post('/project/:id/decisions', requireCompanyAccess(projectEdit, companyOf('project', 'id', 'param')), validate('param', z.object({ id: z.uuid() })), validate('json', ZDecisionAddSchema), async (c) => {
      const { decision, documents } = await addDecision({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id: c.req.valid('param').id, input: c.req.valid('json') });
      return c.json(decisionJson(decision, documents), 201);
    })
    .put('/project/:id/decisions/:decisionId', requireCompanyAccess(projectEdit, ofDecision), validate('param', decisionParams), validate('json', ZDecisionDocumentUpdateSchema), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      const { decision, documents } = await updateDecision({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id, decisionId, input: c.req.valid('json') });
      return c.json(decisionJson(decision, documents));
    })
    .get('/project/:id/decisions/:decisionId/document', requireCompanyAccess(projectView, ofDecision), validate('param', decisionParams), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json((await getDecisionDocument({ em: c.var.em, company: c.var.companyAccess.company, id, decisionId })) satisfies DecisionDocumentView);
    })
    .post('/project/:id/decisions/:decisionId/draft', requireCompanyAccess(projectEdit, ofDecision), validate('param', decisionParams), validate('json', ZDecisionDraftSchema), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json((await draftDecisionResolution({ em: c.var.em, company: c.var.companyAccess.company, id, decisionId, input: c.req.valid('json') })) satisfies DecisionDraftView);
    })
    .delete('/project/:id/decisions/:decisionId', requireCompanyAccess(projectEdit, ofDecision), validate('param', decisionParams), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json(await removeDecision({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, id, decisionId }));
    });
