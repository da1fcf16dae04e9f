import { getRegister, recordTransaction, TransactionLogEntry, verifyTransactionLog, type TransactionInput } from '@andel/domain/server';
import { transactionFilters, ZIssueSchema, ZShareholdingPerDateSchema, ZTransactionListQuerySchema, ZTransferSchema, type AccessPolicy } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { requireCompanyAccess } from '../../shared/authorize';
import { orgNoInJson } from '../../shared/company-locator';
import { newRouter } from '../../shared/router';
import { requireUser } from '../../shared/session';
import { validate } from '../../shared/validate';

const view: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'transactions', level: 'VIEW' };
const edit: AccessPolicy = { ...view, level: 'EDIT' };

const entryJson = (entry: TransactionLogEntry) => ({
  id: entry.id,
  transactionlogId: entry.id,
  sequence: entry.sequence,
  transactionType: entry.type,
  transactionDate: entry.transactionDate.toISOString(),
  payload: entry.payload,
  isPending: entry.isPending,
  correction: entry.correction ?? null,
  createdAt: entry.createdAt.toISOString(),
});

const orgNoOfTransaction = orgNoInJson('organizationnumber');

const record = async (c: Context<AppEnv>, transaction: TransactionInput) => {
  const { company } = c.var.companyAccess;
  const entry = await recordTransaction({ em: c.var.em, actor: c.var.user, company, transaction });
  return c.json(entryJson(entry), 201);
};

/** The transaction log (seed: register, section 7) and the register it derives. */
export const transactionRoutes = () =>
  newRouter()
    .use('/transaction/*', requireUser)
    .post('/transaction/shareholdingperdate', requireCompanyAccess(edit, orgNoOfTransaction), validate('json', ZShareholdingPerDateSchema), (c) => record(c, { kind: 'shareholdingperdate', input: c.req.valid('json') }))
    .post('/transaction/issue', requireCompanyAccess(edit, orgNoOfTransaction), validate('json', ZIssueSchema), (c) => record(c, { kind: 'issue', input: c.req.valid('json') }))
    .post('/transaction/transfer', requireCompanyAccess(edit, orgNoOfTransaction), validate('json', ZTransferSchema), (c) => record(c, { kind: 'transfer', input: c.req.valid('json') }))
    .get('/transactionlog/all/:orgNo', requireCompanyAccess(view), async (c) => {
      const entries = await c.var.em.find(TransactionLogEntry, { company: c.var.companyAccess.company }, { orderBy: { transactionDate: 'desc', sequence: 'desc' } });
      return c.json(entries.map(entryJson));
    })
    .get('/company/:orgNo/shareholders/transactions', requireCompanyAccess(view), validate('query', ZTransactionListQuerySchema), async (c) => {
      const { filter, range } = c.req.valid('query');
      const types = transactionFilters[filter.type];
      const where = { company: c.var.companyAccess.company, ...(types ? { type: { $in: [...types] } } : {}) };
      const [entries, total] = await c.var.em.findAndCount(TransactionLogEntry, where, {
        orderBy: { transactionDate: 'desc', sequence: 'desc' },
        offset: range[0],
        limit: range[1] - range[0] + 1,
      });
      c.header('Content-Range', `transactions ${range[0]}-${range[0] + Math.max(0, entries.length - 1)}/${total}`);
      return c.json(entries.map(entryJson));
    })
    .get('/transactionlog/verify/:orgNo', requireCompanyAccess(view), async (c) => c.json(await verifyTransactionLog({ em: c.var.em, company: c.var.companyAccess.company })))
    .get('/company/:orgNo/register', requireCompanyAccess({ ...view, feature: 'shareholders' }), async (c) =>
      c.json(await getRegister({ em: c.var.em, company: c.var.companyAccess.company })),
    );
