import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { bulkInsert } from '../../kernel/sql/bulk-insert';
import type { ValidImportRow } from './validate-import-rows';

/** Every column a row may fill, null unless the row sets it: every written row has the same columns. */
const blank = {
  firstName: null, middleName: null, lastName: null, birthDate: null, nationalId: null, gender: null, companyName: null, companyNumber: null,
  contactName: null, contactNationalId: null, email: null, phoneCountryCode: null, phoneNumber: null, address: null, postalCode: null,
  city: null, utlNumber: null, isEmployee: null, lockupEndDate: null, loanAmount: null,
} as const;

/**
 * Writes new shareholders into the register a chunk at a time as they are checked, inside the caller's
 * transaction (which rolls them back when a later row is refused): each chunk is one COPY, sent while the next
 * chunk is checked, so checking and writing overlap and a chunk's rows need not be kept once handed over.
 */
export const writeNewShareholders = (tx: EntityManager, company: Company) => {
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
  let writing: Promise<void> = Promise.resolve();
  return {
    /**
     * Sends rows that passed (written after the ones sent before); returns their new ids in the rows' order once the
     * chunk before them is written, so at most one chunk waits behind the one PostgreSQL is taking (memory stays flat
     * when the database is slower than the checks).
     */
    add: async (rows: readonly ValidImportRow[]): Promise<string[]> => {
      const ids = rows.map(() => randomUUID());
      const before = writing;
      writing = before.then(() => bulkInsert(tx, Shareholder, rows, (row, index) => record(row, ids[index]!)));
      // Handled when `written` is awaited; until then a failure must not count as unhandled.
      writing.catch(() => undefined);
      await before;
      return ids;
    },
    /** Settles once every row sent is written (or rejects with the first failure). */
    written: () => writing,
  };
};
