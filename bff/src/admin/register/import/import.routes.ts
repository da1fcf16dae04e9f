import { buildImportTemplate, checkImportRows, importShareholders, parseShareholderImport, uploadShareholders } from '@andel/domain/server';
import { isLanguage, ZImportRowsSchema, ZImportShareholdersSchema, type AccessPolicy, type ImportedShareholders, type UploadedShareholders } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../../shared/app-env';
import { requireCompanyAccess } from '../../../shared/authorize';
import { errorBody } from '../../../shared/error-handler';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { uploadedFile } from '../../../shared/uploaded-file';
import { uploadSlot } from '../../../shared/upload-slots';
import { validate } from '../../../shared/validate';

const edit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'shareholders', level: 'EDIT' };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Grid rows with errors answer 400 with the rows, so the review grid can show each cell's message key. */
const invalidRows = (c: Context<AppEnv>, rows: unknown) => c.json({ ...errorBody(c, 'shareholderImport.invalidRows'), rows }, 400);

/** Spreadsheet import and update of shareholders (seed: register, "Import and export"). */
export const importRoutes = ({ config }: BffDeps) => {
  const context = { allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT };
  return newRouter()
    .get('/shareholders/download-excel-template', requireUser, async (c) => {
      const asked = c.req.query('lang');
      const language = isLanguage(asked) ? asked : c.var.user.language;
      c.header('Content-Type', xlsxType);
      c.header('Content-Disposition', `attachment; filename="shareholder-import-${language}.xlsx"`);
      return c.body(new Uint8Array(await buildImportTemplate(language)));
    })
    .post('/shareholder/:orgNo/parse-excel', requireCompanyAccess(edit), uploadSlot(), async (c) => {
      const upload = await uploadedFile(c, 'shareholderImport.empty');
      return c.json(await parseShareholderImport({ em: c.var.em, company: c.var.companyAccess.company, upload, ...context }));
    })
    .post('/shareholder/:orgNo/validate-import-rows', requireCompanyAccess(edit), uploadSlot(), validate('json', ZImportRowsSchema), async (c) =>
      c.json(await checkImportRows({ em: c.var.em, company: c.var.companyAccess.company, rows: c.req.valid('json').shareholders, ...context })),
    )
    .post('/shareholder/:orgNo/import-shareholders', requireCompanyAccess(edit), uploadSlot(), validate('json', ZImportShareholdersSchema), async (c) => {
      const outcome = await importShareholders({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json'), ...context });
      if (outcome.result === 'invalid') return invalidRows(c, outcome.rows);
      return c.json<ImportedShareholders>({ count: outcome.count, transactionType: outcome.transactionType, shareholders: outcome.shareholders }, 201);
    })
    .post('/shareholder/:orgNo/upload-shareholders', requireCompanyAccess(edit), uploadSlot(), async (c) => {
      const upload = await uploadedFile(c, 'shareholderImport.empty');
      const outcome = await uploadShareholders({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, upload, ...context });
      if (outcome.result === 'invalid') return invalidRows(c, outcome.rows);
      return c.json<UploadedShareholders>({ shareholderIds: outcome.shareholderIds });
    });
};
