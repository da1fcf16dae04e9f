import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { findPeopleTabCompanyIds } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import { holderDisplayName, holderIdentity } from './holder-identity';
import { pgArray } from '../../kernel/sql/pg-array';
import type { PortfolioHolder, PortfolioHolderContact, PortfolioHolderHolding } from './portfolio-views';

type Row = PortfolioHolderHolding & PortfolioHolderContact & { isCompany: boolean; companyNumber: string | null };

/**
 * `GET /portfolio/{scope}/shareholders/{shareholderId}`: a current holder of the scope's companies the viewer
 * administers, by the shareholders tab's row id, with shares and votes per company and what each company has
 * registered about them. An id holding nothing there is `shareholders.notFound`.
 */
export const findPortfolioHolder = async ({ em, user, scope, shareholderId }: { em: EntityManager; user: User; scope: PortfolioScope; shareholderId: string }): Promise<PortfolioHolder> => {
  const companyIds = await findPeopleTabCompanyIds({ em, user, scope });
  if (!companyIds.length) throw new DomainError('shareholders.notFound');
  const rows = await (em as SqlEntityManager).execute<Row[]>(
    `with held as (
       select s.*, ${holderDisplayName('s')} as display_name from shareholder s
        where s.company_id = any(?::uuid[]) and md5(${holderIdentity('s')}) = ?),
     entries as (select shareholder_id, shares, votes from shareholder_total where shareholder_id in (select id from held)),
     totals as (
       select company_id, sum(shares) as shares, sum(votes) as votes from shareholder_total
        where company_id in (select company_id from held) group by company_id)
     select c.organisation_number as "organisationNumber", c.name as "companyName", held.id as "shareholderId",
            e.shares::text as shares, trim_scale(e.votes)::text as votes,
            round(e.shares * 100.0 / t.shares, 2)::text as "ownershipInPercent",
            case when t.votes > 0 then round(e.votes * 100.0 / t.votes, 2)::text end as "votesInPercent",
            held.display_name as name, held.contact_name as "contactName", held.birth_date as "birthDate", held.email,
            nullif(concat_ws(' ', held.phone_country_code, held.phone_number), '') as phone, held.address, held.postal_code as "postalCode",
            held.city, held.country, held.is_company as "isCompany", held.company_number as "companyNumber"
       from held join entries e on e.shareholder_id = held.id join company c on c.id = held.company_id join totals t on t.company_id = held.company_id
      order by c.name, c.organisation_number`,
    [pgArray(companyIds), shareholderId],
  );
  const [first] = rows;
  if (!first) throw new DomainError('shareholders.notFound');
  return {
    id: shareholderId,
    name: first.name,
    isCompany: first.isCompany,
    companyNumber: rows.find((row) => row.companyNumber)?.companyNumber ?? null,
    holdings: rows.map(({ organisationNumber, companyName, shareholderId: id, shares, votes, ownershipInPercent, votesInPercent }) => ({
      organisationNumber,
      companyName,
      shareholderId: id,
      shares,
      votes,
      ownershipInPercent,
      votesInPercent,
    })),
    contacts: rows.map(({ organisationNumber, companyName, name, contactName, birthDate, email, phone, address, postalCode, city, country }) => ({
      organisationNumber,
      companyName,
      name,
      contactName,
      birthDate,
      email,
      phone,
      address,
      postalCode,
      city,
      country,
    })),
  };
};
