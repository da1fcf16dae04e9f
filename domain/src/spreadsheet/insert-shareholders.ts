import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Company } from '../company/company.entity';
import { Shareholder } from '../shareholder/shareholder.entity';
import type { ValidImportRow } from './validate-import-rows';

/** Rows per INSERT: 1,000 rows of 30-odd columns stay well below PostgreSQL's 65,535 bind parameters. */
const batchSize = 1_000;

/**
 * Inserts new shareholders set-based: one multi-row INSERT per batch instead of a unit-of-work flush per
 * entity, so a 10,000-row import is ten statements. Returns the new ids in the rows' order.
 */
/** Every column a row may fill, null unless the row sets it: a multi-row INSERT needs the same columns in every row. */
const blank = {
  firstName: null, middleName: null, lastName: null, birthDate: null, nationalId: null, gender: null, companyName: null, companyNumber: null,
  contactName: null, contactNationalId: null, email: null, phoneCountryCode: null, phoneNumber: null, address: null, postalCode: null,
  city: null, utlNumber: null, isEmployee: null, lockupEndDate: null, loanAmount: null,
} as const;

export const insertShareholders = async (tx: EntityManager, company: Company, rows: readonly ValidImportRow[]): Promise<string[]> => {
  const now = new Date();
  const records = rows.map((row) => ({
    id: randomUUID(),
    company: company.id,
    isCompany: row.isCompany,
    issuedShareholderCertificate: false,
    isPledged: false,
    createdAt: now,
    updatedAt: now,
    ...blank,
    ...row.patch,
  }));
  for (let start = 0; start < records.length; start += batchSize) await tx.insertMany(Shareholder, records.slice(start, start + batchSize));
  return records.map((record) => record.id);
};
