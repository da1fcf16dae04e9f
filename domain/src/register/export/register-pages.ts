import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { runBound } from '../../kernel/sql/run-bound';
import { getRegister } from '../read-model/get-register';
import type { RegisterJson } from '../read-model/read-model-views';
import { columnsOf } from '../../kernel/sql/bulk-insert';
import { readInPages } from '../../kernel/sql/read-in-pages';

/** What an export shows of a holder. */
export const exportedShareholderFields = [
  'id', 'isCompany', 'firstName', 'middleName', 'lastName', 'birthDate', 'nationalId', 'nationality', 'gender', 'companyName', 'companyNumber',
  'contactName', 'contactNationalId', 'email', 'phoneCountryCode', 'phoneNumber', 'address', 'postalCode', 'city', 'country', 'utlNumber',
  'isEmployee', 'lockupEndDate', 'loanAmount',
] as const satisfies readonly (keyof Shareholder)[];
export type ExportShareholder = Pick<Shareholder, (typeof exportedShareholderFields)[number]>;

/** One holder's line of the register: holdings per class, totals and the exact share of all shares. */
export type RegisterRow = Pick<RegisterJson['rows'][number], 'shareholderId' | 'totalShares' | 'totalVotes' | 'shareOfShares'> & {
  holdings: { shareTypeId: string; shares: string; shareNumbers: string }[];
};

/** The register's figures, its rows with their shareholders in pages, and the company's shareholders not on it, in pages. */
export type RegisterSource = Pick<RegisterJson, 'totalShares' | 'totalVotes' | 'nominalValue' | 'shareCapital'> & {
  rowCount: number;
  classTotals: Map<string, string>;
  rows: () => AsyncIterable<{ row: RegisterRow; shareholder: ExportShareholder }[]>;
  offRegisterCount: () => Promise<number>;
  offRegister: () => AsyncIterable<ExportShareholder[]>;
};

/** The exported fields of shareholder `s` as a select list, each named as its property (plain rows, not entities). */
const shareholderColumns = (em: EntityManager) =>
  columnsOf(em, Shareholder, exportedShareholderFields)
    .map((column, index) => `s.${column} as "${exportedShareholderFields[index]}"`)
    .join(', ');

const pageSize = 2_000;
function* pagesOf<T>(items: readonly T[]) {
  for (let start = 0; start < items.length; start += pageSize) yield items.slice(start, start + pageSize);
}

/** A past date: the register replayed as of that day (`getRegister`), held whole; its rows handed out a page at a time. */
const pastRegister = async (em: EntityManager, company: Company, date: string): Promise<RegisterSource> => {
  const register = await getRegister({ em, company, date });
  const classTotals = new Map<string, bigint>();
  for (const row of register.rows) for (const holding of row.holdings) classTotals.set(holding.shareTypeId, (classTotals.get(holding.shareTypeId) ?? 0n) + BigInt(holding.shares));
  const registered = register.rows.map((row) => row.shareholderId);
  const offRegister = 'from shareholder s where s.company_id = $1 and not (s.id = any($2::uuid[]))';
  return {
    totalShares: register.totalShares,
    totalVotes: register.totalVotes,
    nominalValue: register.nominalValue,
    shareCapital: register.shareCapital,
    rowCount: register.rows.length,
    classTotals: new Map([...classTotals].map(([id, shares]) => [id, shares.toString()])),
    rows: async function* () {
      for (const page of pagesOf(register.rows)) {
        const shareholders = await runBound<ExportShareholder>(em, `select ${shareholderColumns(em)} from shareholder s where s.id = any($1::uuid[])`, [page.map((row) => row.shareholderId)]);
        const byId = new Map(shareholders.map((shareholder) => [shareholder.id, shareholder]));
        yield page.map((row) => ({ row, shareholder: byId.get(row.shareholderId)! }));
      }
    },
    offRegisterCount: async () => (await runBound<{ count: number }>(em, `select count(*)::int as count ${offRegister}`, [company.id, registered]))[0]!.count,
    offRegister: () => readInPages(em, `select ${shareholderColumns(em)} ${offRegister} order by s.id`, [company.id, registered], pageSize),
  };
};

/**
 * Today: the register as it stands, from the read model (holdings and holder totals) through a cursor in the
 * register's order, so it is never held whole. The figures are written as `getRegister` writes them.
 */
const currentRegister = async (em: EntityManager, company: Company): Promise<RegisterSource> => {
  const [totals] = await runBound<{ count: number; shares: string; votes: string; nominal_value: string | null; capital: string | null }>(
    em,
    `select count(t.shareholder_id)::int as count, coalesce(sum(t.shares), 0)::text as shares, trim_scale(coalesce(sum(t.votes), 0))::text as votes,
            trim_scale(h.nominal_value)::text as nominal_value, trim_scale(h.nominal_value * coalesce(sum(t.shares), 0))::text as capital
       from company c left join register_head h on h.company_id = c.id left join shareholder_total t on t.company_id = c.id
      where c.id = $1 group by h.nominal_value`,
    [company.id],
  );
  const classTotals = await runBound<{ share_class_id: string; shares: string }>(em, 'select share_class_id, sum(shares)::text as shares from holding where company_id = $1 group by share_class_id', [company.id]);
  const totalShares = totals!.shares;
  // Holders with the same count have the same share: each distinct one is divided once.
  const shareOf = new Map<string, string>();
  const shareOfShares = (shares: string) => shareOf.get(shares) ?? shareOf.set(shares, new Decimal(shares).dividedBy(totalShares).toString()).get(shares)!;
  type Row = ExportShareholder & { total_shares: string; total_votes: string; holdings: [string, string, string][] };
  const offRegister = 'from shareholder s where s.company_id = $1 and not exists (select 1 from shareholder_total t where t.shareholder_id = s.id)';
  return {
    totalShares,
    totalVotes: totals!.votes,
    nominalValue: totals!.nominal_value,
    shareCapital: totals!.capital,
    rowCount: totals!.count,
    classTotals: new Map(classTotals.map((row) => [row.share_class_id, row.shares])),
    rows: async function* () {
      const query = `select ${shareholderColumns(em)}, t.shares::text as total_shares, trim_scale(t.votes)::text as total_votes,
                            (select json_agg(json_build_array(h.share_class_id, h.shares::text, h.share_numbers)) from holding h where h.shareholder_id = t.shareholder_id) as holdings
                       from shareholder_total t join shareholder s on s.id = t.shareholder_id
                      where t.company_id = $1 order by t.votes desc, t.shares desc, t.shareholder_id`;
      for await (const page of readInPages<Row>(em, query, [company.id], pageSize))
        yield page.map(({ total_shares, total_votes, holdings, ...shareholder }) => ({
          row: {
            shareholderId: shareholder.id,
            holdings: holdings.map(([shareTypeId, shares, shareNumbers]) => ({ shareTypeId, shares, shareNumbers })),
            totalShares: total_shares,
            totalVotes: total_votes,
            shareOfShares: shareOfShares(total_shares),
          },
          shareholder,
        }));
    },
    offRegisterCount: async () => (await runBound<{ count: number }>(em, `select count(*)::int as count ${offRegister}`, [company.id]))[0]!.count,
    offRegister: () => readInPages(em, `select ${shareholderColumns(em)} ${offRegister} order by s.id`, [company.id], pageSize),
  };
};

/** The register as of `asOf` for an export (`exportDate`), in pages: another day replayed, today from the read model. */
export const registerInPages = (em: EntityManager, company: Company, asOf: { date: string; replayed: boolean }): Promise<RegisterSource> =>
  asOf.replayed ? pastRegister(em, company, asOf.date) : currentRegister(em, company);
