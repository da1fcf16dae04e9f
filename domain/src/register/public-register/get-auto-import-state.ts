import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { runBound } from '../../kernel/sql/run-bound';
import { AutoImport } from './auto-import.entity';
import { latestPublicRegisterYear } from './latest-public-register-year';
import type { AutoImportState } from './public-register-views';

/** How many entries the company's log holds, and the only one's type when there is one. */
const logFacts = async (em: EntityManager, company: Company) =>
  (
    await runBound<{ entries: number; onlyType: string | null }>(
      em,
      `select count(*)::int as entries, (case when count(*) = 1 then min(type) end) as "onlyType" from transaction_log_entry where company_id = $1`,
      [company.id],
    )
  )[0]!;

const holdersIn = async (em: EntityManager, year: number, organisationNumber: string) =>
  (
    await runBound<{ holders: number }>(
      em,
      `select count(distinct (holder_name, holder_birth_year, holder_organisation_number, postal_place))::int as holders
         from public_register_holding where year = $1 and organisation_number = $2`,
      [year, organisationNumber],
    )
  )[0]!.holders;

/**
 * `GET /company/{orgNo}/auto-import`: the dashboard's offer (an empty log, and the latest loaded year holds the
 * company) and the seed's confirmation section (the log is exactly one AUTOIMPORT entry, not yet confirmed).
 */
export const getAutoImportState = async ({ em, company }: { em: EntityManager; company: Company }): Promise<AutoImportState> => {
  const { entries, onlyType } = await logFacts(em, company);
  if (entries === 0) {
    const year = await latestPublicRegisterYear(em);
    const holders = year === null ? 0 : await holdersIn(em, year, company.organisationNumber);
    return { offer: year !== null && holders > 0 ? { year, holders } : null, section: null, confirmed: false };
  }
  const autoImport = onlyType === 'AUTOIMPORT' ? await em.findOne(AutoImport, { company }, { populate: ['logEntry'] }) : null;
  if (!autoImport) return { offer: null, section: null, confirmed: false };
  if (autoImport.confirmedAt) return { offer: null, section: null, confirmed: true };
  return { offer: null, section: { year: autoImport.year, transactionDate: autoImport.logEntry.transactionDate.toISOString() }, confirmed: false };
};
