import {
  completeEidSigning,
  createSigningBatch,
  documentsToSign,
  getSignerPage,
  getSigningBatch,
  sendSigningCode,
  signWithHandwriting,
  signerDocument,
  startEidSigning,
  verifySigningCode,
  waitingDocumentToSign,
} from '@andel/domain/server';
import { DomainError, ZCreateBatchSchema, ZOidcCallbackSchema, ZSigningCodeSchema } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { clientInfo } from '../../../shared/client-info';
import { allowSameOriginFrame } from '../../../shared/frames';
import { linkGuessLimit } from '../../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../../shared/router';
import { sendAttachment } from '../../../shared/send-attachment';
import { requireVerifiedUser } from '../../../shared/session';
import { signingContext } from '../../../shared/signing-context';
import { validate } from '../../../shared/validate';

/** A link's token or a batch id. */
const ZIdParamSchema = z.object({ id: z.string().min(20).max(64).regex(/^[A-Za-z0-9_-]+$/, 'signing.linkInvalid') });
const ZRefParamSchema = z.object({ ref: z.string().min(20).max(64).regex(/^[A-Za-z0-9_-]+$/, 'signing.linkInvalid') });

const signedInUser = (c: Context<AppEnv>) => (c.var.session?.state === 'ACTIVE' ? c.var.user : null);

/**
 * The signer's side (seed 002, section 7: `/sign/*`): a personal link's page and document, the email code, the drawn
 * signature and the e-ID signing, each for a link's token or a signed-in user's batch id; and the batch page's list
 * of documents waiting for the signed-in user. Limited per address.
 */
export const signRoutes = (deps: BffDeps) => {
  const context = signingContext(deps);
  return newRouter()
    .use('/sign/*', linkGuessLimit({ name: 'ip.sign', windowMs: 15 * 60_000, max: 300 }))
    .get('/sign/signer/:ref', validate('param', ZRefParamSchema), async (c) => c.json(await getSignerPage({ em: c.var.em, context, ref: c.req.valid('param').ref })))
    .get('/sign/download-document-for-signer/:ref', validate('param', ZRefParamSchema), async (c) => {
      const file = await signerDocument({ em: c.var.em, store: deps.fileStore, ref: c.req.valid('param').ref });
      return sendAttachment(c, { fileName: file.name, contentType: file.contentType, content: file.data });
    })
    .get('/sign/sign-with-email/:id', validate('param', ZIdParamSchema), async (c) => {
      const sent = await sendSigningCode({ em: c.var.em, id: c.req.valid('param').id, user: signedInUser(c) });
      deps.emailQueued();
      return c.json(sent);
    })
    .post('/sign/verify-signing-with-code/:id/:code', validate('param', ZIdParamSchema.extend({ code: ZSigningCodeSchema })), async (c) => {
      const { id, code } = c.req.valid('param');
      const signed = await verifySigningCode({ em: c.var.em, context, id, user: signedInUser(c), code, ipAddress: clientInfo(c).ipAddress });
      deps.emailQueued();
      return c.json(signed);
    })
    .post('/sign/sign-with-handwriting/:id', validate('param', ZIdParamSchema), async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (!(body.signature instanceof File)) throw new DomainError('signing.handwritingRequired');
      const image = new Uint8Array(await body.signature.arrayBuffer());
      const signed = await signWithHandwriting({ em: c.var.em, context, id: c.req.valid('param').id, user: signedInUser(c), image, ipAddress: clientInfo(c).ipAddress });
      deps.emailQueued();
      return c.json(signed);
    })
    .post('/sign/start-eid/:id', validate('param', ZIdParamSchema), async (c) => {
      const { authorizationUrl, browserToken } = await startEidSigning({ em: c.var.em, context, id: c.req.valid('param').id, user: signedInUser(c) });
      deps.cookies.writeOidcFlow(c, browserToken);
      return c.json({ authorizationUrl });
    })
    .post('/sign/complete-eid', validate('json', ZOidcCallbackSchema), async (c) => {
      const signed = await completeEidSigning({
        em: c.var.em,
        context,
        user: signedInUser(c),
        browserToken: deps.cookies.readOidcFlow(c),
        callback: c.req.valid('json'),
        ipAddress: clientInfo(c).ipAddress,
      });
      deps.cookies.clearOidcFlow(c);
      deps.emailQueued();
      return c.json(signed);
    })
    .get('/sign/documents-to-sign', requireVerifiedUser, async (c) => c.json(await documentsToSign({ em: c.var.em, user: c.var.user })))
    .get('/sign/document-to-sign/:signerId', requireVerifiedUser, validate('param', z.object({ signerId: z.uuid() })), async (c) => {
      const file = await waitingDocumentToSign({ em: c.var.em, store: deps.fileStore, user: c.var.user, signerId: c.req.valid('param').signerId });
      allowSameOriginFrame(c);
      return sendAttachment(c, { fileName: file.name, contentType: file.contentType, content: file.data });
    })
    .post('/sign/create-batch', requireVerifiedUser, validate('json', ZCreateBatchSchema), async (c) => c.json(await createSigningBatch({ em: c.var.em, user: c.var.user, input: c.req.valid('json') }), 201))
    .get('/sign/batch/:id', requireVerifiedUser, validate('param', z.object({ id: z.uuid() })), async (c) =>
      c.json(await getSigningBatch({ em: c.var.em, context, user: c.var.user, batchId: c.req.valid('param').id })),
    );
};
