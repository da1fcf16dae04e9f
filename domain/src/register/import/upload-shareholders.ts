import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import type { User } from '../../platform/users/user.entity';
import type { ImportRow, ParsedImportRow } from './import-columns';
import { readImportSheet } from './read-import-sheet';
import { validateImportRows, type ValidImportRow } from './validate-import-rows';

type Options = { em: EntityManager; actor: User; company: Company; upload: { data: Uint8Array; fileName: string }; allowSyntheticTestNumbers: boolean };

const noNumbers = { existingNationalIds: new Set<string>(), existingCompanyNumbers: new Set<string>() };

/**
 * One company's rows of an update spreadsheet checked with the import's rules and matched to its holders
 * (`holderFor`, `unknownKey` on the cell that failed to find one): the rows with their errors, and, when none has
 * one, `apply` to write each row's filled-in cells onto its holder (audited). Share columns are ignored: holdings
 * change only through the transaction log.
 */
export const checkShareholderUpdates = ({
  rows,
  allowSyntheticTestNumbers,
  holderFor,
  unknownKey = 'shareholderUpload.unknownShareholder',
}: {
  rows: readonly ImportRow[];
  allowSyntheticTestNumbers: boolean;
  holderFor: (valid: ValidImportRow, index: number) => Shareholder | undefined;
  unknownKey?: string;
}) => {
  const check = validateImportRows(rows, { allowSyntheticTestNumbers, ...noNumbers });
  const matched = check.valid.map((row, index) => {
    const holder = holderFor(row, index);
    const errors = check.rows[index]!.errors;
    if (!holder) errors.identification ??= unknownKey;
    else if (holder.isCompany !== row.isCompany) errors.type ??= 'shareholderUpload.typeMismatch';
    return holder;
  });
  const invalid = check.rows.some((row) => Object.keys(row.errors).length > 0);
  const apply = ({ em, actor, company }: { em: EntityManager; actor: User; company: Company }) =>
    check.valid.map((row, index) => {
      const holder = matched[index]!;
      const { country, nationality, ...patch } = row.patch;
      const update = rows[index]!.values.country ? { ...patch, country, nationality } : patch;
      const before = Object.fromEntries(Object.keys(update).map((key) => [key, holder[key as keyof typeof update]]));
      em.assign(holder, update);
      recordAuditEvent({ em, type: 'shareholder.updated', actor, company, before: { id: holder.id, ...before }, after: { id: holder.id, ...update, source: 'upload' } });
      return holder.id;
    });
  return { rows: check.rows as ParsedImportRow[], invalid, apply };
};

/**
 * Updates existing shareholders from a spreadsheet in the import format (seed: POST upload-shareholders):
 * each row is matched by its identity or company number and its filled-in cells replace the stored
 * values. Any invalid or unmatched row refuses the whole file.
 */
export const uploadShareholders = async ({ em, actor, company, upload, allowSyntheticTestNumbers }: Options) => {
  const rows = await readImportSheet(upload);
  return em.transactional(async (tx) => {
    const holders = await tx.find(Shareholder, { company });
    const byNumber = new Map(holders.flatMap((holder) => {
      const number = holder.isCompany ? holder.companyNumber : holder.nationalId;
      return number ? [[`${holder.isCompany}:${number}`, holder] as const] : [];
    }));
    const checked = checkShareholderUpdates({
      rows,
      allowSyntheticTestNumbers,
      holderFor: (row) => {
        const number = row.isCompany ? row.patch.companyNumber : row.patch.nationalId;
        return number ? byNumber.get(`${row.isCompany}:${number}`) : undefined;
      },
    });
    if (checked.invalid) return { result: 'invalid' as const, rows: checked.rows };
    return { result: 'updated' as const, shareholderIds: checked.apply({ em: tx, actor, company }) };
  });
};
