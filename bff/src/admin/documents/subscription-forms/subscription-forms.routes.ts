import { checkSubscriptionStatus, previewDecisionSubscriptionFormPdf, previewDecisionSubscriptionForms, sendDecisionSubscriptionForms } from '@andel/domain/server';
import { languages, ZSendSubscriptionFormsSchema, type AccessPolicy, type SubscriptionFormPreviewView, type SubscriptionStatusView } from '@andel/domain/shared';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { allowSameOriginFrame } from '../../../shared/frames';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendAttachment } from '../../../shared/send-attachment';
import { validate } from '../../../shared/validate';
import { projectView } from '../../governance/policies';

/** Only admins send for signing (seed 002, section 6); the preview and the status go with the decision tool's view. */
const sendForSigning: AccessPolicy = { accessTypes: ['ADMIN'], feature: 'freetext', level: 'EDIT' };
const ofDecision = companyOf('projectDecision', 'decisionId', 'param');
const decisionParams = z.object({ id: z.uuid(), decisionId: z.uuid() });
const ZLanguageQuerySchema = z.object({ lang: z.enum(languages).default('nb') });

/**
 * The subscription forms of an increase of share capital decision (seed 002: send subscription form for signing, its
 * batch preview with the document and the electronic form, the subscription status).
 */
export const subscriptionFormAdminRoutes = (deps: BffDeps) =>
  newRouter()
    .get('/project/:id/decisions/:decisionId/subscription-forms', requireCompanyAccess(projectView, ofDecision), validate('param', decisionParams), validate('query', ZLanguageQuerySchema), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      return c.json<SubscriptionFormPreviewView>(await previewDecisionSubscriptionForms({ em: c.var.em, company: c.var.companyAccess.company, projectId: id, decisionId, language: c.req.valid('query').lang }));
    })
    .get(
      '/project/:id/decisions/:decisionId/subscription-forms/:subscriberId/pdf',
      requireCompanyAccess(projectView, ofDecision),
      validate('param', decisionParams.extend({ subscriberId: z.string().min(1).max(64) })),
      validate('query', ZLanguageQuerySchema),
      async (c) => {
        const { id, decisionId, subscriberId } = c.req.valid('param');
        const file = await previewDecisionSubscriptionFormPdf({ em: c.var.em, company: c.var.companyAccess.company, projectId: id, decisionId, subscriberId, language: c.req.valid('query').lang });
        allowSameOriginFrame(c);
        return sendAttachment(c, { fileName: file.name, contentType: file.contentType, content: file.data });
      },
    )
    .post('/project/:id/decisions/:decisionId/subscription-forms/send', requireCompanyAccess(sendForSigning, ofDecision), validate('param', decisionParams), validate('json', ZSendSubscriptionFormsSchema), async (c) => {
      const { id, decisionId } = c.req.valid('param');
      const sent = await sendDecisionSubscriptionForms({
        em: c.var.em,
        store: deps.fileStore,
        appUrl: deps.config.appUrl,
        company: c.var.companyAccess.company,
        sender: c.var.user,
        projectId: id,
        decisionId,
        input: c.req.valid('json'),
      });
      deps.emailQueued();
      return c.json(sent, 201);
    })
    .get('/document/check-subscription-status/:documentId/:orgNo', requireCompanyAccess(projectView), validate('param', z.object({ documentId: z.uuid(), orgNo: z.string() })), async (c) =>
      c.json<SubscriptionStatusView>(await checkSubscriptionStatus({ em: c.var.em, company: c.var.companyAccess.company, documentId: c.req.valid('param').documentId })),
    );
