import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { administeredCompanyIds, findScopeCompanies } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import { followUpKinds, type FollowUpKind, type FollowUpTab, type TPortfolioFollowUpQuery } from './portfolio-tabs.schemas';
import { pgArray } from '../../kernel/sql/pg-array';
import { findOutdatedShareholderNames } from './find-outdated-shareholder-names';
import type { FollowUpCompany, PortfolioFollowUps } from './portfolio-views';

const counts: Record<FollowUpTab, string> = {
  'company-info': `
    select c.id,
      (select count(*) from invitation i where i.company_id = c.id and i.state = 'PENDING' and i.expires_at > now())::int as "pendingInvitations",
      (c.subscription_state <> 'ACTIVE')::int as "subscriptionNotActive",
      (not exists (select 1 from company_role r where r.company_id = c.id and r.role = 'chairperson'))::int as "noChairperson",
      (not exists (select 1 from holding h where h.company_id = c.id and h.shares > 0))::int as "noSharesRegistered"
    from company c where c.id = any(?::uuid[])`,
  shareholders: `
    select s.company_id as id,
      count(*) filter (where coalesce(s.email, '') = '')::int as "missingEmail",
      count(*) filter (where coalesce(case when s.is_company then s.company_number else s.national_id end, '') = '')::int as "missingId",
      count(*) filter (where s.is_company and rc.name is not null and rc.name <> coalesce(s.company_name, ''))::int as "outdatedName"
    from shareholder s left join register_company rc on rc.organisation_number = s.company_number
    where s.company_id = any(?::uuid[]) and exists (select 1 from holding h where h.shareholder_id = s.id and h.shares > 0)
    group by s.company_id`,
};

/** The scope's companies the user administers with something to follow up, per tab, in name order. */
export const findFollowUpCompanies = async ({ em, user, scope }: { em: EntityManager; user: User; scope: PortfolioScope }) => {
  const { scoped } = await findScopeCompanies({ em, user, scope });
  const companyIds = administeredCompanyIds(scoped);
  const names = new Map(scoped.map((c) => [c.id, c]));
  const sql = em as SqlEntityManager;
  const perTab = async (tab: FollowUpTab): Promise<FollowUpCompany[]> => {
    if (!companyIds.length) return [];
    const rows = await sql.execute<(Record<FollowUpKind, number> & { id: string })[]>(counts[tab], [pgArray(companyIds)]);
    return rows
      .map((row) => {
        const company = names.get(row.id)!;
        const items = followUpKinds[tab].flatMap((kind) => (row[kind as FollowUpKind] > 0 ? [{ kind: kind as FollowUpKind, count: row[kind as FollowUpKind] }] : []));
        return { organisationNumber: company.organisationNumber, name: company.name, items };
      })
      .filter((company) => company.items.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.organisationNumber.localeCompare(b.organisationNumber));
  };
  const [companyInfo, shareholders] = await Promise.all([perTab('company-info'), perTab('shareholders')]);
  return { scoped, companyInfo, shareholders };
};

/**
 * `GET /portfolio/{scope}/follow-up`: the scope's companies the user administers that have something to follow
 * up in one tab, in name order, a page at a time, with how many companies each tab has (the follow-up counts).
 */
export const findPortfolioFollowUps = async ({ em, user, scope, query }: { em: EntityManager; user: User; scope: PortfolioScope; query: TPortfolioFollowUpQuery }): Promise<PortfolioFollowUps> => {
  const { scoped, companyInfo, shareholders } = await findFollowUpCompanies({ em, user, scope });
  const { tab, q } = query.filter;
  const needle = q?.toLowerCase();
  const listed = (tab === 'company-info' ? companyInfo : shareholders).filter(
    (company) => !needle || company.name.toLowerCase().includes(needle) || company.organisationNumber.includes(needle),
  );
  const [from, to] = query.range;
  const rows = listed.slice(from, to + 1);
  if (tab === 'shareholders') {
    const shown = new Set(rows.map((row) => row.organisationNumber));
    const outdated = await findOutdatedShareholderNames({ em, companyIds: administeredCompanyIds(scoped.filter((c) => shown.has(c.organisationNumber))) });
    for (const row of rows) row.outdatedNames = outdated.filter((name) => name.organisationNumber === row.organisationNumber);
  }
  return { rows, total: listed.length, companyInfoCount: companyInfo.length, followUpShareholdersCount: shareholders.length };
};
