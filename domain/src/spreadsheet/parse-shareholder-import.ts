import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../company/company.entity';
import type { ImportRow } from './import-columns';
import { findRegisteredNumbers } from './find-registered-numbers';
import { readImportSheet } from './read-import-sheet';
import { validateImportRows } from './validate-import-rows';

type Options = { em: EntityManager; company: Company; allowSyntheticTestNumbers: boolean };

/** Checks grid rows against the shareholder rules and the register; writes nothing. */
export const checkImportRows = async ({ em, company, allowSyntheticTestNumbers, rows }: Options & { rows: readonly ImportRow[] }) => {
  const { rows: checked, hasErrors } = validateImportRows(rows, { allowSyntheticTestNumbers, ...(await findRegisteredNumbers(em, company)) });
  return { rows: checked, hasErrors };
};

/** Reads an uploaded spreadsheet into the review grid: every row with its cells' validation codes. Writes nothing. */
export const parseShareholderImport = async ({ upload, ...options }: Options & { upload: { data: Uint8Array; fileName: string } }) =>
  checkImportRows({ ...options, rows: await readImportSheet(upload) });
