import { checkSigningStatus, sendArchiveDocumentForSigning, signerCandidates } from '@andel/domain/server';
import { ZSendForSigningSchema } from '@andel/domain/shared';
import { z } from 'zod';
import { archiveActor } from '../../../shared/archive-actor';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { editArchive, viewArchive } from '../archive/archive-access';

/** Sending an archive PDF for signing and its status (seed 002, section 7, "Documents and signing"). */
export const signingRoutes = (deps: BffDeps) =>
  newRouter()
    .post('/document/send-uploaded-document-for-signing/:orgNo', requireCompanyAccess(editArchive), validate('json', ZSendForSigningSchema), async (c) => {
      const sent = await sendArchiveDocumentForSigning({ em: c.var.em, store: deps.fileStore, appUrl: deps.config.appUrl, actor: archiveActor(c), input: c.req.valid('json') });
      deps.emailQueued();
      return c.json(sent, 201);
    })
    .get('/document/signer-candidates/:orgNo', requireCompanyAccess(editArchive), async (c) => c.json(await signerCandidates({ em: c.var.em, company: c.var.companyAccess.company })))
    .get('/document/check-signing-status/:documentId/:orgNo', requireCompanyAccess(viewArchive), validate('param', z.object({ documentId: z.uuid(), orgNo: z.string() })), async (c) =>
      c.json(await checkSigningStatus({ em: c.var.em, actor: archiveActor(c), documentId: c.req.valid('param').documentId })),
    );
