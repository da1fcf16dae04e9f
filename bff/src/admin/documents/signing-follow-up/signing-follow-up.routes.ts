import { cancelSignatureRequest, findSignedDocuments, issueSigningLink, reopenDecisionToolSource, reopenSignedDocument, resendForSigning } from '@andel/domain/server';
import { ZCancelSignatureRequestSchema, ZResendForSigningSchema } from '@andel/domain/shared';
import { z } from 'zod';
import { archiveActor } from '../../../shared/archive-actor';
import { requireCompanyAccess } from '../../../shared/authorize';
import { orgNoInJson } from '../../../shared/company-locator';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { editArchive, viewArchive } from '../archive/archive-access';

/**
 * The signing status dialog's actions (seed 002, sections 2, 4 and 7): resend to a signer (with the signer edited),
 * copy a signer's link (a new one: only links' hashes are kept), cancel a request (a decision-tool document is reopened), and a completed archive document's signed copies and reopen.
 */
export const signingFollowUpRoutes = (deps: BffDeps) =>
  newRouter()
    .post(
      '/document/resend-for-signing/:documentId/:orgNo/:signedDocumentId',
      requireCompanyAccess(editArchive),
      validate('param', z.object({ documentId: z.uuid(), orgNo: z.string(), signedDocumentId: z.uuid() })),
      validate('json', ZResendForSigningSchema),
      async (c) => {
        const resent = await resendForSigning({ em: c.var.em, appUrl: deps.config.appUrl, actor: archiveActor(c), signerId: c.req.valid('param').signedDocumentId, input: c.req.valid('json') });
        deps.emailQueued();
        return c.json(resent);
      },
    )
    .post(
      '/document/signing-link/:documentId/:orgNo/:signedDocumentId',
      requireCompanyAccess(editArchive),
      validate('param', z.object({ documentId: z.uuid(), orgNo: z.string(), signedDocumentId: z.uuid() })),
      async (c) => c.json(await issueSigningLink({ em: c.var.em, appUrl: deps.config.appUrl, actor: archiveActor(c), signerId: c.req.valid('param').signedDocumentId })),
    )
    .post('/sign/cancel-signature-request', requireCompanyAccess(editArchive, orgNoInJson('orgNo')), validate('json', ZCancelSignatureRequestSchema), async (c) =>
      c.json(await cancelSignatureRequest({ em: c.var.em, actor: archiveActor(c), requestId: c.req.valid('json').id, reopenSource: reopenDecisionToolSource })),
    )
    .get('/archive/:orgNo/signed-documents/:entryId', requireCompanyAccess(viewArchive), validate('param', z.object({ orgNo: z.string(), entryId: z.uuid() })), async (c) =>
      c.json(await findSignedDocuments({ em: c.var.em, actor: archiveActor(c), entryId: c.req.valid('param').entryId })),
    )
    .post('/archive/:orgNo/reopen-signed/:entryId', requireCompanyAccess(editArchive), validate('param', z.object({ orgNo: z.string(), entryId: z.uuid() })), async (c) =>
      c.json(await reopenSignedDocument({ em: c.var.em, actor: archiveActor(c), entryId: c.req.valid('param').entryId })),
    );
