import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { bulkInsert, columnsOf } from '../../kernel/sql/bulk-insert';
import type { ValidImportRow } from './validate-import-rows';

/** Every column a row may fill, null unless the row sets it: every staged row has the same columns. */
const blank = {
  firstName: null, middleName: null, lastName: null, birthDate: null, nationalId: null, gender: null, companyName: null, companyNumber: null,
  contactName: null, contactNationalId: null, email: null, phoneCountryCode: null, phoneNumber: null, address: null, postalCode: null,
  city: null, utlNumber: null, isEmployee: null, lockupEndDate: null, loanAmount: null,
} as const;

/**
 * Stages new shareholders in a temporary table (dropped at commit), a chunk of rows at a time as they are
 * checked, then merges them into the register with one `insert ... select`, inside the caller's transaction,
 * so a failure or a killed process leaves nothing and a chunk's rows need not be kept once staged.
 */
export const stageShareholders = async (tx: EntityManager, company: Company) => {
  const now = new Date().toISOString();
  const record = ({ isCompany, patch }: Pick<ValidImportRow, 'isCompany' | 'patch'>, id: string) => ({
    id,
    company: company.id,
    isCompany,
    issuedShareholderCertificate: false,
    isPledged: false,
    createdAt: now,
    updatedAt: now,
    ...blank,
    ...patch,
  });
  const columns = columnsOf(tx, Shareholder, Object.keys(record({ isCompany: false, patch: { country: 'NO', nationality: 'NO' } }, ''))).join(', ');
  const sql = tx as SqlEntityManager;
  await sql.execute(`create temporary table shareholder_import on commit drop as select ${columns} from shareholder with no data`);
  return {
    /** Stages rows that passed; returns their new ids in the rows' order. */
    add: async (rows: readonly ValidImportRow[]): Promise<string[]> => {
      const ids = rows.map(() => randomUUID());
      await bulkInsert(tx, Shareholder, rows, (row, index) => record(row, ids[index]!), 'shareholder_import');
      return ids;
    },
    /** Inserts the staged rows into the register (`keep`), or lets them go; either way the table is dropped. */
    finish: async (keep: boolean) => {
      if (keep) await sql.execute(`insert into shareholder (${columns}) select ${columns} from shareholder_import`);
      await sql.execute('drop table shareholder_import');
    },
  };
};
