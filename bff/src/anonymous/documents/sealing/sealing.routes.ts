import { verifySealedDocument } from '@andel/domain/server';
import { ZSealVerificationUploadSchema } from '@andel/domain/shared';
import { rateLimit } from '../../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../../shared/router';
import { platformSealingCertificate } from '../../../shared/sealing-certificate';
import { validate } from '../../../shared/validate';

/**
 * The public side of sealing: the platform's certificate, and the verification page's check of a dropped PDF
 * (anonymous, limited per address and in size).
 */
export const sealingRoutes = ({ config }: BffDeps) =>
  newRouter()
    .use('/document/verify', rateLimit({ name: 'ip.document.verify', windowMs: 15 * 60_000, max: 60 }))
    .get('/document/seal-certificate.pem', async (c) => {
      const { certificatePem } = await platformSealingCertificate(config);
      c.header('Content-Type', 'application/x-pem-file');
      c.header('Content-Disposition', 'attachment; filename="andel-seal-certificate.pem"');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(certificatePem);
    })
    .post('/document/verify', validate('form', ZSealVerificationUploadSchema), async (c) => {
      const { file } = c.req.valid('form');
      const pdf = Buffer.from(await file.arrayBuffer());
      return c.json(await verifySealedDocument({ pdf, certificate: await platformSealingCertificate(config) }));
    });
