import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { ImportRow } from './import-columns';
import { findRegisteredNumbers } from './find-registered-numbers';
import { readImportSheet } from './read-import-sheet';
import { importRowChecker } from './validate-import-rows';
import type { CheckedImportRows } from './import-views';

type Options = { em: EntityManager; company: Company; allowSyntheticTestNumbers: boolean };

/** Checks grid rows against the shareholder rules and the register; writes nothing, and keeps no checked row but its errors. */
export const checkImportRows = async ({ em, company, allowSyntheticTestNumbers, rows }: Options & { rows: readonly ImportRow[] }): Promise<CheckedImportRows> => {
  const checker = importRowChecker({ allowSyntheticTestNumbers, ...(await findRegisteredNumbers(em, company)) });
  rows.forEach((row, index) => checker.check(row, index));
  return { rows: checker.withErrors(rows), hasErrors: checker.hasErrors };
};

/** Reads an uploaded spreadsheet into the review grid: every row with its cells' validation codes. Writes nothing. */
export const parseShareholderImport = async ({ upload, ...options }: Options & { upload: { data: Uint8Array; fileName: string } }) =>
  checkImportRows({ ...options, rows: await readImportSheet(upload) });
