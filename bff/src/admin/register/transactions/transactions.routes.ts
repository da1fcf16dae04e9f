import {
  changeTransactionDate,
  checkTransactionDate,
  changeTransactionNominalValue,
  deleteTransaction,
  findTransactionAttachments,
  findShareholderTransactions,
  findTransactionLog,
  listShareClasses,
  getRegister,
  getRegisterPage,
  getTransaction,
  recordTransactionInTurn,
  verifyTransactionLog,
  type TransactionLogEntry,
} from '@andel/domain/server';
import {
  transactionFilters,
  transactionPathTypes,
  transactionSlugs,
  ZRegisterQuerySchema,
  ZTransactionChangeSchema,
  ZTransactionDateCheckQuerySchema,
  ZTransactionListQuerySchema,
  type DeletedTransaction,
  type HolderTransaction,
  type LogEntryView,
  type RecordedLogEntry,
  type RegisterPageJson,
  type TransactionDateWarnings,
  type TransactionInput,
  type TransactionRecord,
} from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { requireCompanyAccess } from '../../../shared/authorize';
import { companyOf, orgNoInJson } from '../../../shared/company-locator';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { setContentRange } from '../../../shared/content-range';
import { editTransactions as edit, entryInPath, viewTransactions as view } from './transaction-access';

const ZEntryParamSchema = z.object({ type: z.enum(transactionPathTypes, { message: 'unsupportedTransactionType' }), id: z.uuid() });

const entryJson = (entry: TransactionLogEntry, transactionDate = entry.transactionDate, updatedDate: Date | null = null, isPending = entry.isPending): LogEntryView => ({
  id: entry.id,
  transactionlogId: entry.id,
  sequence: entry.sequence,
  transactionType: entry.type,
  transactionDate: transactionDate.toISOString(),
  updatedDate: updatedDate?.toISOString() ?? null,
  payload: entry.payload,
  effects: entry.effects,
  isPending,
  createdAt: entry.createdAt.toISOString(),
});

/** The seed's date messages for a recorded or moved entry, react-admin style. */
const dateWarnings = ({ laterTransactions, isFutureDate }: { laterTransactions: number; isFutureDate: boolean }): TransactionDateWarnings => ({
  laterTransactions,
  isFutureDate,
  warnings: [
    ...(isFutureDate ? [{ message: 'warning-future-transaction', args: {} }] : []),
    ...(laterTransactions > 0 ? [{ message: 'transactions.laterTransactions', args: { count: laterTransactions } }] : []),
  ],
});

const record = async (c: Context<AppEnv>, transaction: TransactionInput) => {
  const { company } = c.var.companyAccess;
  const { entry, ...date } = await recordTransactionInTurn({ em: c.var.em, actor: c.var.user, company, transaction });
  return c.json<RecordedLogEntry>({ ...entryJson(entry), ...dateWarnings(date) }, 201);
};

/** `POST /transaction/{type}` for every type: each path segment validates its body with its own schema. */
const recordRoutes = () =>
  transactionPathTypes.reduce(
    (router, kind) =>
      router.post(`/transaction/${kind}`, requireCompanyAccess(edit, orgNoInJson('organizationnumber')), validate('json', transactionSlugs[kind].schema), (c) => record(c, { kind, input: c.req.valid('json') } as TransactionInput)),
    newRouter().use('/transaction/*', requireUser),
  );

/** The transaction log (seed: register, section 7), its corrections, and the register it derives. */
export const transactionRoutes = () =>
  newRouter()
    .route('/', recordRoutes())
    .post('/transaction/:type/:id', requireCompanyAccess(edit, entryInPath), validate('param', ZEntryParamSchema), validate('json', ZTransactionChangeSchema), async (c) => {
      const { type, id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const change = c.req.valid('json');
      const options = { em: c.var.em, actor: c.var.user, company, target: { slug: type, id } };
      if ('nominalValue' in change) return c.json(entryJson(await changeTransactionNominalValue({ ...options, nominalValue: change.nominalValue })));
      const { entry, ...date } = await changeTransactionDate({ ...options, transactionDate: change.transactionDate });
      return c.json<RecordedLogEntry>({ ...entryJson(entry), ...dateWarnings(date) });
    })
    .delete('/transaction/:type/:id', requireCompanyAccess(edit, entryInPath), validate('param', ZEntryParamSchema), async (c) => {
      const { type, id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const correction = await deleteTransaction({ em: c.var.em, actor: c.var.user, company, target: { slug: type, id } });
      return c.json<DeletedTransaction>({ id, correctionId: correction.id });
    })
    .get('/transactionlog/all/:orgNo', requireCompanyAccess(view), async (c) => {
      const { items } = await findTransactionLog({ em: c.var.em, company: c.var.companyAccess.company });
      return c.json(items.map((item) => entryJson(item.entry, item.transactionDate, item.updatedDate, item.isPending)));
    })
    // One holder's entries with their effect on the holder, newest first (the shareholder's transactions tab; path not in the seed).
    .get('/transactionlog/shareholder/:id', requireCompanyAccess(view, companyOf('shareholder', 'id', 'param')), validate('param', z.object({ id: z.uuid() })), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const [transactions, shareClasses] = await Promise.all([findShareholderTransactions({ em: c.var.em, company, shareholderId: id }), listShareClasses(c.var.em, company)]);
      const classes = new Map(shareClasses.map((shareClass) => [shareClass.id, { shareTypeCode: shareClass.code, customNames: shareClass.customNames }]));
      return c.json<HolderTransaction[]>(transactions.map((transaction) => ({ ...transaction, ...classes.get(transaction.shareTypeId)! })));
    })
    .get('/transactionlog/verify/:orgNo', requireCompanyAccess(view), async (c) => c.json(await verifyTransactionLog({ em: c.var.em, company: c.var.companyAccess.company })))
    .get('/transactionlog/:id', requireCompanyAccess(view, entryInPath), validate('param', z.object({ id: z.uuid() })), async (c) => {
      const { id } = c.req.valid('param');
      const { company } = c.var.companyAccess;
      const { entry, transactionDate, ...details } = await getTransaction({ em: c.var.em, company, id });
      const attachments = await findTransactionAttachments({ em: c.var.em, company, entryId: id });
      return c.json<TransactionRecord>({ ...entryJson(entry, transactionDate), ...details, attachments });
    })
    .get('/company/:orgNo/shareholders/transactions', requireCompanyAccess(view), validate('query', ZTransactionListQuerySchema), async (c) => {
      const { filter, range } = c.req.valid('query');
      const { items, total } = await findTransactionLog({ em: c.var.em, company: c.var.companyAccess.company, types: transactionFilters[filter.type], range });
      setContentRange(c, 'transactions', { from: range[0], count: items.length, total });
      return c.json(items.map((item) => entryJson(item.entry, item.transactionDate, item.updatedDate, item.isPending)));
    })
    .get('/company/:orgNo/transactions/date-check', requireCompanyAccess(view), validate('query', ZTransactionDateCheckQuerySchema), async (c) =>
      c.json(await checkTransactionDate({ em: c.var.em, company: c.var.companyAccess.company, transactionDate: c.req.valid('query').transactionDate })),
    )
    .get('/company/:orgNo/register', requireCompanyAccess({ ...view, feature: 'shareholders' }), validate('query', ZRegisterQuerySchema), async (c) => {
      const { date, range } = c.req.valid('query');
      const { company } = c.var.companyAccess;
      if (!range) return c.json(await getRegister({ em: c.var.em, company, date }));
      const page = await getRegisterPage({ em: c.var.em, company, date, range });
      setContentRange(c, 'shareholders', { from: range[0], count: page.rows.length, total: page.holders });
      return c.json<RegisterPageJson>(page);
    });
