import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import type { User } from '../../platform/users/user.entity';
import { readImportSheet } from './read-import-sheet';
import { validateImportRows } from './validate-import-rows';

type Options = { em: EntityManager; actor: User; company: Company; upload: { data: Uint8Array; fileName: string }; allowSyntheticTestNumbers: boolean };

const noNumbers = { existingNationalIds: new Set<string>(), existingCompanyNumbers: new Set<string>() };

/**
 * Updates existing shareholders from a spreadsheet in the import format (seed: POST upload-shareholders):
 * each row is matched by its identity or company number and its filled-in cells replace the stored
 * values; share columns are ignored (holdings change only through the transaction log). Any invalid or
 * unmatched row refuses the whole file.
 */
export const uploadShareholders = async ({ em, actor, company, upload, allowSyntheticTestNumbers }: Options) => {
  const rows = await readImportSheet(upload);
  return em.transactional(async (tx) => {
    const check = validateImportRows(rows, { allowSyntheticTestNumbers, ...noNumbers });
    const holders = await tx.find(Shareholder, { company });
    const byNumber = new Map(holders.flatMap((holder) => {
      const number = holder.isCompany ? holder.companyNumber : holder.nationalId;
      return number ? [[`${holder.isCompany}:${number}`, holder] as const] : [];
    }));
    const matched = check.valid.map((row, index) => {
      const number = row.isCompany ? row.patch.companyNumber : row.patch.nationalId;
      const holder = number ? byNumber.get(`${row.isCompany}:${number}`) : undefined;
      if (!holder) check.rows[index]!.errors.identification ??= 'shareholderUpload.unknownShareholder';
      return holder;
    });
    if (check.rows.some((row) => Object.keys(row.errors).length > 0)) return { result: 'invalid' as const, rows: check.rows };
    const shareholderIds = check.valid.map((row, index) => {
      const holder = matched[index]!;
      const { country, nationality, ...patch } = row.patch;
      const update = rows[index]!.values.country ? { ...patch, country, nationality } : patch;
      const before = Object.fromEntries(Object.keys(update).map((key) => [key, holder[key as keyof typeof update]]));
      tx.assign(holder, update);
      recordAuditEvent({ em: tx, type: 'shareholder.updated', actor, company, before: { id: holder.id, ...before }, after: { id: holder.id, ...update, source: 'upload' } });
      return holder.id;
    });
    return { result: 'updated' as const, shareholderIds };
  });
};
