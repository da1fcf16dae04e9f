import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Company } from '../company/company.entity';
import { Shareholder } from '../shareholder/shareholder.entity';
import { bulkInsert, columnsOf } from './bulk-insert';
import type { ValidImportRow } from './validate-import-rows';

/** Every column a row may fill, null unless the row sets it: every staged row has the same columns. */
const blank = {
  firstName: null, middleName: null, lastName: null, birthDate: null, nationalId: null, gender: null, companyName: null, companyNumber: null,
  contactName: null, contactNationalId: null, email: null, phoneCountryCode: null, phoneNumber: null, address: null, postalCode: null,
  city: null, utlNumber: null, isEmployee: null, lockupEndDate: null, loanAmount: null,
} as const;

/**
 * Inserts new shareholders set-based: the rows are staged in a temporary table (batched JSON inserts,
 * dropped at commit), then merged into the register with one `insert ... select`, inside the caller's
 * transaction, so a failure or a killed process leaves nothing. Returns the new ids in the rows' order.
 */
export const insertShareholders = async (tx: EntityManager, company: Company, rows: readonly ValidImportRow[]): Promise<string[]> => {
  if (rows.length === 0) return [];
  const now = new Date().toISOString();
  const ids = rows.map(() => randomUUID());
  const record = (row: ValidImportRow, index: number) => ({
    id: ids[index],
    company: company.id,
    isCompany: row.isCompany,
    issuedShareholderCertificate: false,
    isPledged: false,
    createdAt: now,
    updatedAt: now,
    ...blank,
    ...row.patch,
  });
  const columns = columnsOf(tx, Shareholder, Object.keys(record(rows[0]!, 0))).join(', ');
  const sql = tx as SqlEntityManager;
  await sql.execute(`create temporary table shareholder_import on commit drop as select ${columns} from shareholder with no data`);
  await bulkInsert(tx, Shareholder, rows, record, 'shareholder_import');
  await sql.execute(`insert into shareholder (${columns}) select ${columns} from shareholder_import`);
  await sql.execute('drop table shareholder_import');
  return ids;
};
