import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/user.entity';
import { administeredCompanyIds, findScopeCompanies } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import { followUpKinds, type FollowUpKind, type FollowUpTab, type TPortfolioFollowUpQuery } from './portfolio-tabs.schemas';
import { pgArray } from '../../kernel/sql/pg-array';
import { findOutdatedShareholderNames } from './find-outdated-shareholder-names';
import type { FollowUpCompany, PortfolioFollowUps } from './portfolio-views';
import type { ShareholderFollowUpSource } from './shareholder-follow-up-source';

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

/** The scope's companies the user administers with something to follow up, per tab, in name order, and the version of each company's items kept by `shareholderFollowUps`. */
export const findFollowUpCompanies = async ({ em, user, scope, shareholderFollowUps }: { em: EntityManager; user: User; scope: PortfolioScope; shareholderFollowUps: ShareholderFollowUpSource }) => {
  const { scoped } = await findScopeCompanies({ em, user, scope });
  const companyIds = administeredCompanyIds(scoped);
  const names = new Map(scoped.map((c) => [c.id, c]));
  const sql = em as SqlEntityManager;
  const kept = companyIds.length ? await shareholderFollowUps(em, companyIds) : new Map<string, { count: number; version: string }>();
  const perTab = async (tab: FollowUpTab): Promise<FollowUpCompany[]> => {
    if (!companyIds.length) return [];
    const rows = await sql.execute<(Partial<Record<FollowUpKind, number>> & { id: string })[]>(counts[tab], [pgArray(companyIds)]);
    const counted = new Map(rows.map((row) => [row.id, row]));
    return companyIds
      .map((id) => {
        const company = names.get(id)!;
        const row: Partial<Record<FollowUpKind, number>> = { ...counted.get(id), ...(tab === 'shareholders' ? { beneficialOwnerCrossings: kept.get(id)?.count ?? 0 } : {}) };
        const items = followUpKinds[tab].flatMap((kind: FollowUpKind) => ((row[kind] ?? 0) > 0 ? [{ kind, count: row[kind]! }] : []));
        return { organisationNumber: company.organisationNumber, name: company.name, items };
      })
      .filter((company) => company.items.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.organisationNumber.localeCompare(b.organisationNumber));
  };
  const [companyInfo, shareholders] = await Promise.all([perTab('company-info'), perTab('shareholders')]);
  const versions = new Map([...kept].map(([id, { version }]) => [names.get(id)!.organisationNumber, version]));
  return { scoped, companyInfo, shareholders, versions };
};

/**
 * `GET /portfolio/{scope}/follow-up`: the scope's companies the user administers that have something to follow
 * up in one tab, in name order, a page at a time, with how many companies each tab has (the follow-up counts).
 */
export const findPortfolioFollowUps = async ({ em, user, scope, query, shareholderFollowUps }: { em: EntityManager; user: User; scope: PortfolioScope; query: TPortfolioFollowUpQuery; shareholderFollowUps: ShareholderFollowUpSource }): Promise<PortfolioFollowUps> => {
  const { scoped, companyInfo, shareholders } = await findFollowUpCompanies({ em, user, scope, shareholderFollowUps });
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
