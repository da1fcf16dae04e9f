import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { bulkInsert } from '../../kernel/sql/bulk-insert';
import { runBound } from '../../kernel/sql/run-bound';
import { lockRegisterHead } from '../log/append-log-entry';
import { recordImportEntry } from '../import/record-import-entry';
import { ShareClass } from '../share-classes/share-class.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { AutoImport } from './auto-import.entity';
import { latestPublicRegisterYear } from './latest-public-register-year';
import { holderKey, shareholderFromPublicRegister, type PublicRegisterCompanyRow } from './public-register-holders';
import { classesFromPublicRegister } from './public-register-share-classes';

/** Unknown in the extract; the admin sets it by the change-nominal-value action the seed allows on AUTOIMPORT entries. */
const unknownNominalValue = '0';

const companyRows = (tx: EntityManager, year: number, organisationNumber: string) =>
  runBound<PublicRegisterCompanyRow>(
    tx,
    `select share_class as "shareClass", holder_name as "holderName", holder_birth_year as "holderBirthYear",
            holder_organisation_number as "holderOrganisationNumber", postal_place as "postalPlace", country, shares::text as shares
       from public_register_holding where year = $1 and organisation_number = $2 order by row_number`,
    [year, organisationNumber],
  );

/** The company's classes for the extract's class texts: those it has by code are kept, the others created. */
const ensureClasses = async (tx: EntityManager, actor: User, company: Company, texts: string[]) => {
  const existing = new Map((await tx.find(ShareClass, { company })).map((shareClass) => [shareClass.code, shareClass]));
  const byText = new Map<string, ShareClass>();
  for (const [text, { code, customNames }] of classesFromPublicRegister(texts)) {
    let shareClass = existing.get(code);
    if (!shareClass) {
      shareClass = tx.create(ShareClass, { company, code, votesPerShare: '1', historical: false, customNames });
      existing.set(code, shareClass);
      recordAuditEvent({ em: tx, type: 'shareClass.created', actor, company, after: { code, votesPerShare: '1', customNames, source: 'import' } });
    }
    byText.set(text, shareClass);
  }
  await tx.flush();
  return byText;
};

/**
 * `POST /company/reimportshaholderdata/{orgNo}` (seeds: platform core, section 7; register, the auto-import section):
 * for a company whose log is empty, its share classes and holders from the latest loaded year of the public
 * register, and one AUTOIMPORT entry at 31 December of that year holding every holder's shares (the opening rules
 * of a shareholding per date; the nominal value, which the extract lacks, left at 0 for the admin to set). Written
 * set-based as the spreadsheet import is, all in one transaction under the register's lock. Refused when the log
 * holds anything (`publicRegister.logNotEmpty`), no year is loaded (`publicRegister.noYearLoaded`) or the year does
 * not hold the company (`publicRegister.companyNotInRegister`).
 */
export const autoImportFromPublicRegister = ({ em, actor, company }: { em: EntityManager; actor: User; company: Company }) =>
  em.transactional(async (tx) => {
    const head = await lockRegisterHead(tx, company);
    if (head.lastSequence > 0) throw new DomainError('publicRegister.logNotEmpty');
    const year = await latestPublicRegisterYear(tx);
    if (year === null) throw new DomainError('publicRegister.noYearLoaded');
    const rows = await companyRows(tx, year, company.organisationNumber);
    if (rows.length === 0) throw new DomainError('publicRegister.companyNotInRegister', { year });
    const classes = await ensureClasses(tx, actor, company, [...new Set(rows.map((row) => row.shareClass))]);
    const holders = new Map<string, { id: string; row: PublicRegisterCompanyRow }>();
    for (const row of rows) if (!holders.has(holderKey(row))) holders.set(holderKey(row), { id: '', row });
    // Ids ascending in file order: the holders, their postings and holdings are then written into each index in key order.
    const ids = Array.from(holders.values(), () => randomUUID()).sort();
    [...holders.values()].forEach((holder, index) => (holder.id = ids[index]!));
    const now = new Date().toISOString();
    await bulkInsert(tx, Shareholder, [...holders.values()], ({ id, row }) => ({
      id, company: company.id, issuedShareholderCertificate: false, isPledged: false, createdAt: now, updatedAt: now, ...shareholderFromPublicRegister(row),
    }));
    const shareAllocation = rows.map((row) => ({ shareholderId: holders.get(holderKey(row))!.id, sharetypeId: classes.get(row.shareClass)!.id, numberOfShares: BigInt(row.shares) }));
    const transactionDate = `${year}-12-31T12:00:00Z`;
    const entryId = await recordImportEntry({
      tx, actor, company, head, type: 'AUTOIMPORT',
      transaction: { kind: 'shareholdingperdate', input: { organizationnumber: company.organisationNumber, transactionDate, nominalValue: unknownNominalValue, shareAllocation } },
    });
    tx.create(AutoImport, { company, year, logEntry: entryId, confirmedAt: null });
    recordAuditEvent({ em: tx, type: 'publicRegister.autoImported', actor, company, after: { year, entryId, shareholders: holders.size, shareClasses: new Set(classes.values()).size } });
    await tx.flush();
    return { year, shareholders: holders.size, transactionDate };
  });
