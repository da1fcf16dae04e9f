import type { EntityManager } from '@mikro-orm/core';
import { findPortfolioBatchCompanies } from '../../platform/portfolios/find-scope-companies';
import type { PortfolioScope } from '../../platform/portfolios/portfolio-scopes';
import type { User } from '../../platform/users/user.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import type { ImportRow, ImportRowErrors } from './import-columns';
import type { PortfolioBatchRowErrors, PortfolioBatchUploadResult } from './import-views';
import { portfolioBatchColumnOf, type PortfolioBatchFileColumn } from './portfolio-batch-columns';
import { readSheetRows, type SheetRow } from './read-import-sheet';
import { checkShareholderUpdates } from './upload-shareholders';

type Options = { em: EntityManager; actor: User; scope: PortfolioScope; upload: { data: Uint8Array; fileName: string }; allowSyntheticTestNumbers: boolean };

const isUuid = (text: string | undefined) => !!text && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** The template's cells of a row, for the import's rules. */
const importRowOf = ({ rowNumber, values }: SheetRow<PortfolioBatchFileColumn>): ImportRow => {
  const { organisationNumber: _orgNo, companyName: _name, shareholderId: _id, ...cells } = values;
  return { rowNumber, values: cells };
};

/**
 * `POST /portfolio/upload-shareholders` (and under `/portfolio/{id}/`): the portfolio's holder spreadsheet back,
 * changed. Each row names its company (one the user administers in the scope, else `portfolioBatch.notAdministered`)
 * and the holder's id in it (`portfolioBatch.unknownShareholder`); its cells are checked with the import's rules per
 * company (the same person may be a holder in two companies) and replace the holder's fields. One transaction: any
 * row with an error refuses the whole file and the answer lists each such row with its errors.
 */
export const uploadPortfolioShareholders = async ({ em, actor, scope, upload, allowSyntheticTestNumbers }: Options): Promise<PortfolioBatchUploadResult> => {
  const companies = await findPortfolioBatchCompanies({ em, user: actor, scope });
  const rows = await readSheetRows(upload, portfolioBatchColumnOf);
  return em.transactional(async (tx) => {
    const companyOf = new Map(companies.map((company) => [company.organisationNumber, tx.merge(company)]));
    const errorsOf = new Map<number, PortfolioBatchRowErrors>();
    const byCompany = new Map<string, SheetRow<PortfolioBatchFileColumn>[]>();
    for (const row of rows) {
      const orgNo = row.values.organisationNumber?.replace(/\s/g, '').toUpperCase() ?? '';
      if (!companyOf.has(orgNo)) errorsOf.set(row.rowNumber, { organisationNumber: orgNo ? 'portfolioBatch.notAdministered' : 'required' });
      else if (!isUuid(row.values.shareholderId)) errorsOf.set(row.rowNumber, { shareholderId: row.values.shareholderId ? 'portfolioBatch.unknownShareholder' : 'required' });
      else byCompany.set(orgNo, [...(byCompany.get(orgNo) ?? []), row]);
    }
    const checked = [];
    for (const [orgNo, companyRows] of byCompany) {
      const company = companyOf.get(orgNo)!;
      const holders = await tx.find(Shareholder, { company, id: { $in: companyRows.map((row) => row.values.shareholderId!) } });
      const holderOf = new Map(holders.map((holder) => [holder.id, holder]));
      const check = checkShareholderUpdates({
        rows: companyRows.map(importRowOf),
        allowSyntheticTestNumbers,
        holderFor: (_valid, index) => holderOf.get(companyRows[index]!.values.shareholderId!.toLowerCase()),
        unknownKey: 'portfolioBatch.unknownShareholder',
      });
      for (const row of check.rows) if (Object.keys(row.errors).length) errorsOf.set(row.rowNumber, moveUnknownHolder(row.errors));
      checked.push({ company, check });
    }
    if (errorsOf.size)
      return {
        result: 'invalid',
        rows: [...errorsOf.entries()].sort(([a], [b]) => a - b).map(([rowNumber, errors]) => ({ rowNumber, organisationNumber: rows.find((row) => row.rowNumber === rowNumber)?.values.organisationNumber ?? '', errors })),
      };
    const updated = checked.map(({ company, check }) => ({ organisationNumber: company.organisationNumber, companyName: company.name, shareholderIds: check.apply({ em: tx, actor, company }) }));
    return { result: 'updated', count: updated.reduce((sum, company) => sum + company.shareholderIds.length, 0), companies: updated };
  });
};

/** A holder not found by id is the id's error, not the identity number's. */
const moveUnknownHolder = ({ identification, ...errors }: ImportRowErrors): PortfolioBatchRowErrors =>
  identification === 'portfolioBatch.unknownShareholder' ? { ...errors, shareholderId: identification } : { ...errors, ...(identification ? { identification } : {}) };
