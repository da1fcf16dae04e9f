import { findSharedDocument, getSharedDocumentContent, signedDocumentOfSigner } from '@andel/domain/server';
import { ZDocumentViewParamSchema, ZDocumentViewQuerySchema, ZSignedDocumentViewQuerySchema } from '@andel/domain/shared';
import { allowSameOriginFrame } from '../../../shared/frames';
import { linkGuessLimit } from '../../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../../shared/router';
import { contentDisposition } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';

/**
 * Document view links (seed 000 section 2 and 002 section 7: `GET /document/view/{documentId}?recipientId`): anyone
 * holding a recipient's link reads that one shared document, anonymously and limited per address; the content call
 * (ours) serves the bytes, inline for the page's preview of a PDF or image, else as a download. A signer's link
 * (`ref`) reads the sealed copy once everyone has signed (`GET /document/view-signed-document?ref`).
 */
export const documentViewRoutes = ({ fileStore }: BffDeps) =>
  newRouter()
    .use('/document/view/*', linkGuessLimit({ name: 'ip.document.view', windowMs: 15 * 60_000, max: 300 }))
    .use('/document/view-signed-document', linkGuessLimit({ name: 'ip.document.view', windowMs: 15 * 60_000, max: 300 }))
    .get('/document/view-signed-document', validate('query', ZSignedDocumentViewQuerySchema), async (c) => {
      const { ref, download } = c.req.valid('query');
      const file = await signedDocumentOfSigner({ em: c.var.em, store: fileStore, ref });
      if (download !== 'true') allowSameOriginFrame(c);
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(download === 'true' ? 'attachment' : 'inline', file.name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      });
    })
    .get('/document/view/:documentId', validate('param', ZDocumentViewParamSchema), validate('query', ZDocumentViewQuerySchema), async (c) =>
      c.json(await findSharedDocument({ em: c.var.em, documentId: c.req.valid('param').documentId, recipientId: c.req.valid('query').recipientId })),
    )
    .get('/document/view/:documentId/content', validate('param', ZDocumentViewParamSchema), validate('query', ZDocumentViewQuerySchema), async (c) => {
      const { recipientId, download } = c.req.valid('query');
      const file = await getSharedDocumentContent({ em: c.var.em, store: fileStore, documentId: c.req.valid('param').documentId, recipientId });
      const inline = file.previewable && download !== 'true';
      if (inline) allowSameOriginFrame(c);
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      });
    });
