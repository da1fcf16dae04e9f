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
    ...row.patch,
  }));
  for (let start = 0; start < records.length; start += batchSize) await tx.insertMany(Shareholder, records.slice(start, start + batchSize));
  return records.map((record) => record.id);
};
