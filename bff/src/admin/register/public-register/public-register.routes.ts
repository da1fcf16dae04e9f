import { autoImportFromPublicRegister, confirmAutoImport, findPublicRegisterLoads, getAutoImportState, getPublicRegisterLoad, startPublicRegisterLoad } from '@andel/domain/server';
import { ZPublicRegisterFileNameSchema, ZPublicRegisterYearSchema, type AccessPolicy, type AutoImportState, type PublicRegisterLoadView } from '@andel/domain/shared';
import { createReadStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { requireCompanyAccess } from '../../../shared/authorize';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { requireSuperAdmin } from '../../platform/super-admin/require-super-admin';
import { receiveToFile } from './receive-to-file';

/** Auto-import writes the register's holders and its first entry: the import's right. */
const edit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'shareholders', level: 'EDIT' };
const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'VIEW' };

/**
 * The public shareholder register: the back office's yearly load (the body is the extract itself, streamed to a
 * temporary file, then loaded in the background while the console polls the load), and a company's auto-import
 * from it with the dashboard's confirmation section (seed: platform core, section 7; register, auto-import section).
 */
export const publicRegisterRoutes = () =>
  newRouter()
    .use('/super-admin/public-register/*', requireSuperAdmin)
    .get('/super-admin/public-register/loads', async (c) => c.json<PublicRegisterLoadView[]>(await findPublicRegisterLoads(c.var.em)))
    .get('/super-admin/public-register/loads/:id', validate('param', z.object({ id: z.uuid() })), async (c) =>
      c.json<PublicRegisterLoadView>(await getPublicRegisterLoad(c.var.em, c.req.valid('param').id)),
    )
    .post('/super-admin/public-register/:year', validate('param', ZPublicRegisterYearSchema), validate('query', ZPublicRegisterFileNameSchema), async (c) => {
      const path = join(tmpdir(), `andel-public-register-${crypto.randomUUID()}.csv`);
      try {
        await receiveToFile(c.req.raw.body, path);
        const { load, done } = await startPublicRegisterLoad({
          em: c.var.em,
          actor: c.var.user,
          year: c.req.valid('param').year,
          fileName: c.req.valid('query').fileName,
          fileBytes: (await stat(path)).size,
          open: () => createReadStream(path, { highWaterMark: 256 * 1024 }),
        });
        void done.finally(() => unlink(path).catch(() => undefined));
        return c.json<PublicRegisterLoadView>(load, 202);
      } catch (error) {
        await unlink(path).catch(() => undefined);
        throw error;
      }
    })
    .get('/company/:orgNo/auto-import', requireCompanyAccess(view), async (c) =>
      c.json<AutoImportState>(await getAutoImportState({ em: c.var.em, company: c.var.companyAccess.company })),
    )
    .post('/company/reimportshaholderdata/:orgNo', requireCompanyAccess(edit), async (c) =>
      c.json(await autoImportFromPublicRegister({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company }), 201),
    )
    .put('/company/confirm-autoimport/:orgNo', requireCompanyAccess(edit), async (c) => {
      await confirmAutoImport({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, confirmed: true });
      return c.json<AutoImportState>(await getAutoImportState({ em: c.var.em, company: c.var.companyAccess.company }));
    })
    .delete('/company/confirm-autoimport/:orgNo', requireCompanyAccess(edit), async (c) => {
      await confirmAutoImport({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, confirmed: false });
      return c.json<AutoImportState>(await getAutoImportState({ em: c.var.em, company: c.var.companyAccess.company }));
    });
