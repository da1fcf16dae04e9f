import { createTestDatabase } from '@andel/db/testing';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRegisterExtract } from '../../../testing/public-register-extract';
import { runBound } from '../../kernel/sql/run-bound';
import { registerUser } from '../../platform/auth/register-user';
import type { Company } from '../../platform/companies/company.entity';
import { createCompany } from '../../platform/companies/create-company';
import type { User } from '../../platform/users/user.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { verifyTransactionLog } from '../log/verify-transaction-log';
import { getRegister } from '../read-model/get-register';
import { recomputeRegister } from '../read-model/recompute-register';
import { ShareClass } from '../share-classes/share-class.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { recordTransaction } from '../transactions/record-transaction';
import { autoImportFromPublicRegister } from './auto-import-from-public-register';
import { loadPublicRegister } from './load-public-register';
import { PublicRegisterLoad } from './public-register-load.entity';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let actor: User;
beforeAll(async () => {
  database = await createTestDatabase();
  actor = await database.orm.em.fork().transactional((tx) =>
    registerUser({ em: tx, email: 'auto-import@example.no', name: 'Auto Import', password: 'Auto-import-password-1', language: 'nb', acceptedTerms: true, superAdmin: true }),
  );
});
afterAll(() => database.close());

const [imported, typedIn, noShares] = ['923609016', '914778271', '930000000'];

// Two classes, a holder in both and twice in one (two runs of numbers), a company holder, a foreign holder; numbered 1..N in file order.
const rows = [
  [imported, 'Nordlys AS', 'Ordinære aksjer', 'Ola Nordmann', '1980', '0150 OSLO', 'NOR', '600', '1010'],
  [imported, 'Nordlys AS', 'Ordinære aksjer', 'Bergfjell Holding AS', '914778271', '5003 BERGEN', 'NO', '300', '1010'],
  [imported, 'Nordlys AS', 'B-aksjer', 'Ola Nordmann', '1980', '0150 OSLO', 'NOR', '50', '1010'],
  [imported, 'Nordlys AS', 'Ordinære aksjer', 'Hans Jensen', '1960', 'DK-2100 KØBENHAVN', ' ØSTERBRO', 'DNK', '50', '1010'],
  [imported, 'Nordlys AS', 'Ordinære aksjer', 'Ola Nordmann', '1980', '0150 OSLO', 'NOR', '10', '1010'],
  [noShares, 'Tom AS', 'Ordinære aksjer', 'Kari Nordmann', '1975', '0150 OSLO', 'NOR', '0', '0'],
];

const loadYear = async () => {
  const em = database.orm.em.fork();
  const load = em.create(PublicRegisterLoad, { year: 2025, status: 'running', fileName: 'aksjonaerer-2025.csv', fileBytes: 1 });
  await em.flush();
  await loadPublicRegister({ em, loadId: load.id, year: 2025, source: Readable.from([Buffer.from(publicRegisterExtract(rows))]) });
};

const holderName = (holder: Shareholder) => holder.companyName ?? `${holder.firstName} ${holder.lastName}`;

/** A company's register with its ids named (holders by name, classes by code), so two companies' registers compare. */
const namedRegister = async (company: Company) => {
  const em = database.orm.em.fork();
  const holders = new Map((await em.find(Shareholder, { company })).map((holder) => [holder.id, holderName(holder)]));
  const classes = new Map((await em.find(ShareClass, { company })).map((shareClass) => [shareClass.id, shareClass.code]));
  const { rows: registerRows, ...totals } = await getRegister({ em, company });
  const named = <T extends object>(row: T): T =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? (holders.get(value) ?? classes.get(value) ?? value) : value])) as T;
  const readModel = async (table: 'holding' | 'shareholder_total') =>
    (await runBound<Record<string, string>>(em, `select * from ${table} where company_id = $1`, [company.id]))
      .map(({ company_id: _company, ...row }) => named(row))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const postings = (
    await runBound<Record<string, string>>(em, 'select shareholder_id, share_class_id, quantity, number_from, number_to from posting where company_id = $1 order by number_from, quantity', [company.id])
  ).map(named);
  return {
    totals: { ...totals, classes: totals.classes.map(named) },
    rows: registerRows.map(({ holdings, ...row }) => ({ ...named(row), holdings: holdings.map(named) })),
    holders: [...(await em.find(Shareholder, { company }))]
      .map(({ id: _id, company: _company, createdAt: _created, updatedAt: _updated, ...holder }) => holder)
      .sort((a, b) => holderName(a as Shareholder).localeCompare(holderName(b as Shareholder))),
    classes: (await em.find(ShareClass, { company }, { orderBy: { code: 'asc' } })).map(({ code, votesPerShare, customNames }) => ({ code, votesPerShare, customNames })),
    holdings: await readModel('holding'),
    holderTotals: await readModel('shareholder_total'),
    postings,
  };
};

/** The same opening typed in: the same holders and classes, recorded through the unit of work as any entry. */
const typedInCopy = async (from: Company) => {
  const em = database.orm.em.fork();
  const company = await createCompany({ em, actor: null, organisationNumber: typedIn, name: 'Kopi AS' });
  const ids = new Map<string, string>();
  for (const { id, code, votesPerShare, historical, customNames } of await em.find(ShareClass, { company: from }))
    ids.set(id, em.create(ShareClass, { company, code, votesPerShare, historical, customNames }).id);
  for (const { id: holderId, company: _company, createdAt: _created, updatedAt: _updated, ...holder } of await em.find(Shareholder, { company: from }))
    ids.set(holderId, em.create(Shareholder, { ...holder, company }).id);
  await em.flush();
  const { payload, transactionDate } = await em.findOneOrFail(TransactionLogEntry, { company: from });
  const allocations = payload.shareAllocation as { shareholderId: string; sharetypeId: string; numberOfShares: string }[];
  await recordTransaction({
    em: em.fork(),
    actor: em.merge(actor),
    company,
    transaction: {
      kind: 'shareholdingperdate',
      input: {
        organizationnumber: typedIn,
        transactionDate: transactionDate.toISOString(),
        nominalValue: '0',
        shareAllocation: allocations.map(({ shareholderId, sharetypeId, numberOfShares }) => ({ shareholderId: ids.get(shareholderId)!, sharetypeId: ids.get(sharetypeId)!, numberOfShares: BigInt(numberOfShares) })),
      },
    },
  });
  return company;
};

describe('auto-import written set-based', () => {
  it('gives the register the same opening typed in gives: holders, classes, shares, share numbers, ownership, postings and read model', async () => {
    await loadYear();
    const company = await createCompany({ em: database.orm.em.fork(), actor: null, organisationNumber: imported, name: 'Nordlys AS' });
    const em = database.orm.em.fork();
    expect(await autoImportFromPublicRegister({ em, actor: em.merge(actor), company: em.merge(company) })).toMatchObject({ shareholders: 3 });
    const register = await namedRegister(company);
    expect(register.rows.map(({ shareholderId, totalShares, sharePercent, holdings }) => [shareholderId, totalShares, sharePercent, holdings.map(({ shareTypeId, shareNumbers }) => `${shareTypeId} ${shareNumbers}`)])).toEqual([
      ['Ola Nordmann', '660', '65.35', ['COMMON 1-600,1001-1010', 'B 901-950']],
      ['Bergfjell Holding AS', '300', '29.70', ['COMMON 601-900']],
      ['Hans Jensen', '50', '4.95', ['COMMON 951-1000']],
    ]);
    expect(register.totals).toMatchObject({ totalShares: '1010', nominalValue: '0' });

    expect(await namedRegister(await typedInCopy(company))).toEqual(register);
    expect(await verifyTransactionLog({ em: database.orm.em.fork(), company })).toEqual({ ok: true, entries: 1 });
    await recomputeRegister({ em: database.orm.em.fork(), company });
    expect(await namedRegister(company)).toEqual(register);
  });

  it('writes nothing when the ledger refuses the opening (after the holders went in)', async () => {
    const company = await createCompany({ em: database.orm.em.fork(), actor: null, organisationNumber: noShares, name: 'Tom AS' });
    const em = database.orm.em.fork();
    await expect(autoImportFromPublicRegister({ em, actor: em.merge(actor), company: em.merge(company) })).rejects.toMatchObject({ code: 'missingSharesPerShareholderError' });
    const check = database.orm.em.fork();
    expect([await check.count(Shareholder, { company }), await check.count(ShareClass, { company }), await check.count(TransactionLogEntry, { company })]).toEqual([0, 0, 0]);
  });
});
