import { exportProgressOf, exportRegister, exportRegisters, shareCertificate } from '@andel/domain/server';
import { ZBatchExportSchema, ZCertificateQuerySchema, ZExportQuerySchema, type AccessPolicy } from '@andel/domain/shared';
import { z } from 'zod';
import { authorizeCompany, requireCompanyAccess } from '../../../shared/authorize';
import { companyOf } from '../../../shared/company-locator';
import { handleNotFound } from '../../../shared/error-handler';
import { newRouter } from '../../../shared/router';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';

/** Only admins may export shareholder registers (seed: register, section 6); custom roles may not batch-export. */
const exportPolicy: AccessPolicy = { accessTypes: ['ADMIN', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };
const certificatePolicy: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };

/** Register exports and share certificates (seed: register, "Import and export" and "Shareholders"). */
export const exportRoutes = () =>
  newRouter()
    .get('/shareholder/export/:orgNo', requireCompanyAccess(exportPolicy), validate('query', ZExportQuerySchema), async (c) => {
      const file = await exportRegister({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, options: c.req.valid('query') });
      return sendFile(c, file);
    })
    .get('/shareholder/export-progress/:orgNo/:ticket', requireCompanyAccess(exportPolicy), validate('param', z.object({ orgNo: z.string(), ticket: z.uuid() })), (c) => {
      const progress = exportProgressOf(c.req.valid('param').ticket, c.var.user.id, c.var.companyAccess.company.id);
      return progress ? c.json(progress) : handleNotFound(c);
    })
    .get('/shareholder/export-shareholders/:orgNo', requireCompanyAccess(exportPolicy), async (c) => {
      const options = { content: 'full', format: 'EXCEL', language: c.var.user.language === 'en' ? 'en' : 'no' } as const;
      return sendFile(c, await exportRegister({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, options, withoutShares: true }));
    })
    .post('/shareholder/exports', validate('json', ZBatchExportSchema), async (c) => {
      const { organizationnumbers, ...options } = c.req.valid('json');
      const companies = [];
      for (const organisationNumber of new Set(organizationnumbers)) companies.push((await authorizeCompany(c, exportPolicy, organisationNumber)).company);
      const zip = await exportRegisters({ em: c.var.em, actor: c.var.user, companies, options });
      return c.body(new Uint8Array(zip), 200, { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="shareholders-${new Date().toISOString().slice(0, 10)}.zip"` });
    })
    .get('/shareholder-certificate/:id', requireCompanyAccess(certificatePolicy, companyOf('shareholder', 'id', 'param')), validate('param', z.object({ id: z.uuid() })), validate('query', ZCertificateQuerySchema), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      return sendFile(c, await shareCertificate({ em: c.var.em, company, shareholderId: id, language: c.req.valid('query').lang }));
    });
