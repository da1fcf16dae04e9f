import { exportOpenCapFormat, importOpenCapFormat } from '@andel/domain/server';
import type { AccessPolicy, OpenCapFormatImported } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';

/** The export is a full copy of the register: admins, as the register's exports (seed: register, section 6). */
const exportPolicy: AccessPolicy = { accessTypes: ['ADMIN', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };
/** The import writes the register's holders and log: the spreadsheet import's right. */
const importPolicy: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'shareholders', level: 'EDIT' };

/**
 * Open Cap Format (the seeds name no path; ours): `GET /company/{orgNo}/open-cap-format` downloads the register as an
 * OCF package (zip); `POST` the same path with the package as the body imports it into a company with an empty register.
 */
export const openCapFormatRoutes = () =>
  newRouter()
    .get('/company/:orgNo/open-cap-format', requireCompanyAccess(exportPolicy), async (c) => {
      const { fileName, zip } = await exportOpenCapFormat({ em: c.var.em, company: c.var.companyAccess.company });
      return c.body(new Uint8Array(zip), 200, { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' });
    })
    .post('/company/:orgNo/open-cap-format', requireCompanyAccess(importPolicy), async (c) => {
      const zip = new Uint8Array(await c.req.arrayBuffer());
      return c.json<OpenCapFormatImported>(await importOpenCapFormat({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, zip }), 201);
    });
