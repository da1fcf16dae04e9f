import { buildRegisterStatement, buildRf1086Package, fileRegisterStatement, findArStatuses, httpStatementFilingClient, notConnectedFilingClient } from '@andel/domain/server';
import { ZStatementParamSchema, type AccessPolicy } from '@andel/domain/shared';
import { requireCompanyAccess } from '../../../shared/authorize';
import { contentDisposition } from '../../../shared/send-file';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholderRegisterStatement', level: 'VIEW' };
const edit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'shareholderRegisterStatement', level: 'EDIT' };

/**
 * The shareholder register statement (seed 000: `statement/new/{tab?}` and the portfolio's ar-status tab): the year's
 * statement with its checks and the problems its RF-1086 forms have, the forms as a zip of Skatteetaten's XML files,
 * filing them through Skatteetaten's API when configured (`STATEMENT_FILING_URL`) or recording that they were filed
 * by hand, and the AR status of the user's companies.
 */
export const statementRoutes = ({ config }: BffDeps) => {
  const client = config.STATEMENT_FILING_URL ? httpStatementFilingClient({ url: config.STATEMENT_FILING_URL, token: config.STATEMENT_FILING_TOKEN }) : notConnectedFilingClient;
  const allowSyntheticTestNumbers = config.ANDEL_TEST_ENVIRONMENT;
  return newRouter()
    .get('/statement/ar-status', requireUser, async (c) => c.json(await findArStatuses({ em: c.var.em, user: c.var.user })))
    .get('/company/:orgNo/statement/:year', requireCompanyAccess(view), validate('param', ZStatementParamSchema), async (c) =>
      c.json(await buildRegisterStatement({ em: c.var.em, company: c.var.companyAccess.company, year: c.req.valid('param').year, filingConnected: client.connected, allowSyntheticTestNumbers })),
    )
    .get('/company/:orgNo/statement/:year/file', requireCompanyAccess(view), validate('param', ZStatementParamSchema), async (c) => {
      const { fileName, data } = await buildRf1086Package({ em: c.var.em, company: c.var.companyAccess.company, year: c.req.valid('param').year, allowSyntheticTestNumbers });
      return c.body(data, 200, { 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition('attachment', fileName), 'Cache-Control': 'private, no-store' });
    })
    .post('/company/:orgNo/statement/:year/send', requireCompanyAccess(edit), validate('param', ZStatementParamSchema), async (c) =>
      c.json(await fileRegisterStatement({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, year: c.req.valid('param').year, client, channel: 'SERVICE', allowSyntheticTestNumbers })),
    )
    .post('/company/:orgNo/statement/:year/mark-sent', requireCompanyAccess(edit), validate('param', ZStatementParamSchema), async (c) =>
      c.json(await fileRegisterStatement({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, year: c.req.valid('param').year, client, channel: 'MANUAL', allowSyntheticTestNumbers })),
    );
};
