import { checkSubscriptionSigningStatus, subscriptionFormDetails, updateSubscriptionForm, viewSubscriptionForm } from '@andel/domain/server';
import { ZSubscriptionFormUpdateSchema, type SubscriptionFormDetailsView } from '@andel/domain/shared';
import type { core } from 'zod';
import { z } from 'zod';
import { allowSameOriginFrame } from '../../../shared/frames';
import { linkGuessLimit } from '../../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendAttachment } from '../../../shared/send-attachment';
import { validate, validationFailed } from '../../../shared/validate';

const ref = z.string().min(20).max(64).regex(/^[A-Za-z0-9_-]+$/, 'signing.linkInvalid');
const ZLinkParamSchema = z.object({ id: ref });

/**
 * The subscriber's side of a subscription form (seed 002, section 7), behind the signer's personal link: the form,
 * its signing status, the shares entered, and the form's PDF. Signing itself goes through `/sign/*`. Limited per address (`/sign/*` by the signing routes' limit).
 */
export const subscriptionFormRoutes = (deps: BffDeps) =>
  newRouter()
    .use('/document/view-subscription-form/*', linkGuessLimit({ name: 'ip.sign', windowMs: 15 * 60_000, max: 300 }))
    .get('/sign/subscription-form-details/:id', validate('param', ZLinkParamSchema), async (c) => c.json<SubscriptionFormDetailsView>(await subscriptionFormDetails({ em: c.var.em, ref: c.req.valid('param').id })))
    .get('/sign/check-subscription-signing-status/:id', validate('param', ZLinkParamSchema), async (c) => c.json(await checkSubscriptionSigningStatus({ em: c.var.em, ref: c.req.valid('param').id })))
    .post('/sign/update-subscription-form/:id', validate('param', ZLinkParamSchema), validate('json', ZSubscriptionFormUpdateSchema), async (c) => {
      const updated = await updateSubscriptionForm({ em: c.var.em, store: deps.fileStore, ref: c.req.valid('param').id, input: c.req.valid('json') });
      if ('issues' in updated) return validationFailed(c as never, updated.issues as unknown as core.$ZodIssue[]);
      return c.json<SubscriptionFormDetailsView>(updated.view);
    })
    .get('/document/view-subscription-form/:documentId/:orgNo', validate('param', z.object({ documentId: z.uuid(), orgNo: z.string().max(20) })), validate('query', z.object({ ref })), async (c) => {
      const { documentId, orgNo } = c.req.valid('param');
      const file = await viewSubscriptionForm({ em: c.var.em, store: deps.fileStore, documentId, orgNo, ref: c.req.valid('query').ref });
      allowSameOriginFrame(c);
      return sendAttachment(c, { fileName: file.name, contentType: file.contentType, content: file.data });
    });
