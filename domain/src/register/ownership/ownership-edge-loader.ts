import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';
import { latestPublicRegisterYear } from '../public-register/latest-public-register-year';
import type { OwnershipEdgeLoader } from './collect-ownership-edges';
import { companyKey, personKey, type OwnershipEdge } from './ownership-edge';

type EdgeRow = {
  owned_org_no: string; owned_name: string; owner_org_no: string | null; owner_name: string; owner_birth_year: number | null;
  shares: string; total_shares: string; votes: string; total_votes: string; source: OwnershipEdge['source'];
};

/**
 * Stakes into a set of companies, one statement for the whole set: from the register kept in Andel where the
 * company has one (holdings today, votes at today's votes per share), else from the public shareholder register's
 * latest year (votes taken as shares: the extract has no votes). Holders are summed over share classes.
 */
const edgesIntoQuery = `
  with kept as (
    select c.id, c.organisation_number, c.name from company c
     where c.organisation_number = any($1::text[]) and exists (select 1 from shareholder_total t where t.company_id = c.id)),
  kept_totals as (
    select t.company_id, sum(t.shares) as shares, sum(t.votes) as votes from shareholder_total t where t.company_id in (select id from kept) group by t.company_id),
  kept_edges as (
    select k.organisation_number as owned_org_no, k.name as owned_name,
           case when s.is_company then s.company_number end as owner_org_no,
           case when s.is_company then coalesce(s.company_name, s.company_number) else concat_ws(' ', s.first_name, s.middle_name, s.last_name) end as owner_name,
           case when not s.is_company and s.birth_date ~ '^\\d{4}' then left(s.birth_date, 4)::int end as owner_birth_year,
           t.shares, kt.shares as total_shares, t.votes, kt.votes as total_votes, 'ANDEL' as source
      from kept k join shareholder_total t on t.company_id = k.id join shareholder s on s.id = t.shareholder_id join kept_totals kt on kt.company_id = k.id
     where t.shares > 0),
  published as (
    select * from public_register_holding h
     where h.year = $2 and h.organisation_number = any($1::text[]) and h.organisation_number not in (select organisation_number from kept)),
  published_totals as (
    select organisation_number, sum(company_shares) as shares from (select distinct organisation_number, share_class, company_shares from published) d group by organisation_number),
  published_edges as (
    select p.organisation_number as owned_org_no, min(p.company_name) as owned_name, p.holder_organisation_number as owner_org_no,
           min(p.holder_name) as owner_name, p.holder_birth_year as owner_birth_year,
           sum(p.shares) as shares, pt.shares as total_shares, sum(p.shares) as votes, pt.shares as total_votes, 'PUBLIC_REGISTER' as source
      from published p join published_totals pt on pt.organisation_number = p.organisation_number
     where p.shares > 0
     group by p.organisation_number, p.holder_organisation_number, case when p.holder_organisation_number is null then lower(p.holder_name) end, p.holder_birth_year, pt.shares)
  select owned_org_no, owned_name, owner_org_no, owner_name, owner_birth_year, shares::text, total_shares::text, votes::text, total_votes::text, source from kept_edges
  union all
  select owned_org_no, owned_name, owner_org_no, owner_name, owner_birth_year, shares::text, total_shares::text, votes::text, total_votes::text, source from published_edges`;

/** The companies any of a set of companies holds shares in, in Andel's registers or the public register's latest year. */
const ownedByQuery = `
  select distinct c.organisation_number as org_no
    from shareholder s join shareholder_total t on t.shareholder_id = s.id join company c on c.id = s.company_id
   where s.is_company and s.company_number = any($1::text[]) and t.shares > 0
  union
  select distinct h.organisation_number from public_register_holding h
   where h.year = $2 and h.holder_organisation_number = any($1::text[]) and h.shares > 0`;

const toEdge = (row: EdgeRow): OwnershipEdge => {
  // Several holders of one company summed in Andel's register may name one company: keyed by its number alone.
  const owner = row.owner_org_no
    ? { key: companyKey(row.owner_org_no), kind: 'COMPANY' as const, name: row.owner_name, organizationNumber: row.owner_org_no, birthYear: null }
    : { key: personKey(row.owner_name, row.owner_birth_year), kind: 'PERSON' as const, name: row.owner_name, organizationNumber: null, birthYear: row.owner_birth_year };
  return { owner, ownedOrgNo: row.owned_org_no, ownedName: row.owned_name, shares: BigInt(row.shares), totalShares: BigInt(row.total_shares), votes: row.votes, totalVotes: row.total_votes, source: row.source };
};

/** Two holders that are one owner (one company named twice, one person twice) become one stake. */
const mergeOwners = (edges: OwnershipEdge[]) => {
  const merged = new Map<string, OwnershipEdge>();
  for (const edge of edges) {
    const key = `${edge.owner.key}>${edge.ownedOrgNo}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, shares: seen.shares + edge.shares, votes: addDecimals(seen.votes, edge.votes) } : edge);
  }
  return [...merged.values()];
};

/** The sum of two plain decimal strings, exactly. */
const addDecimals = (a: string, b: string) => {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const units = (text: string) => BigInt(text.replace('.', '') + '0'.repeat(scale - (text.split('.')[1]?.length ?? 0)));
  const sum = (units(a) + units(b)).toString().padStart(scale + 1, '0');
  return scale ? `${sum.slice(0, -scale)}.${sum.slice(-scale)}` : sum;
};

/** The loader the maps and the beneficial owners read the registers through (see `OwnershipEdgeLoader`). */
export const ownershipEdgeLoader = async (em: EntityManager): Promise<OwnershipEdgeLoader> => {
  const year = (await latestPublicRegisterYear(em)) ?? 0;
  return {
    edgesInto: async (orgNos) => (orgNos.length ? mergeOwners((await runBound<EdgeRow>(em, edgesIntoQuery, [orgNos, year])).map(toEdge)) : []),
    companiesOwnedBy: async (orgNos) => (orgNos.length ? (await runBound<{ org_no: string }>(em, ownedByQuery, [orgNos, year])).map((r) => r.org_no) : []),
  };
};
