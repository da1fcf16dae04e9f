import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { UserCompany } from '../companies/company-views';
import type { User } from '../users/user.entity';
import { administeredCompanyIds } from './find-scope-companies';
import { pgArray } from '../../kernel/sql/pg-array';
import type { Subsidiary } from './portfolio-views';
import type { SubsidiaryDirectory } from './subsidiary-directory';
import { verifiedEmailOf } from '../auth/verified-email';

type KeptRow = Omit<Subsidiary, 'name' | 'sourceOrgNo' | 'ownershipInPercent'> & { hasAdministrator: boolean };

const roleName = (role: string) =>
  `(select concat_ws(' ', r.first_name, r.middle_name, r.last_name) from company_role r where r.company_id = c.id and r.role = '${role}' order by r.created_at limit 1)`;
/** Whether the user holds one of `roles` in the subsidiary (by their user or their email), from the `mine` list. */
const holdsRole = (roles: string) => `exists (select 1 from mine where mine.company_id = c.id and mine.role in (${roles}))`;

/** What Andel knows of the subsidiaries it keeps: the CEO and chair, the user's roles, a pending invitation, an administrator. */
const keptQuery = `
  with mine as (select company_id, role from company_role where user_id = ? or lower(email) = ?)
  select c.organisation_number as "organizationNumber", c.currency,
         ${roleName('ceo')} as "ceoName", ${roleName('chairperson')} as "chairPersonName",
         ${holdsRole(`'ceo'`)} as "isCEO", ${holdsRole(`'chairperson'`)} as "isChairperson",
         ${holdsRole(`'chairperson', 'deputy_chairperson', 'member', 'deputy_member'`)} as "isBoardmember",
         exists (select 1 from shareholder m join holding mh on mh.shareholder_id = m.id
                  where m.company_id = c.id and lower(m.email) = ? and mh.shares > 0) as "isShareholder",
         exists (select 1 from invitation i where i.company_id = c.id and i.type = 'COMPANY' and i.state = 'PENDING' and i.expires_at > now()) as "invitationPending",
         exists (select 1 from company_access a where a.company_id = c.id and a.access_type = 'ADMIN') as "hasAdministrator"
    from company c where c.organisation_number = any(?::text[])`;

/** A subsidiary known only from the public register: Norwegian (the register is Norway's), nobody's yet. */
const unknownToAndel = (organizationNumber: string): KeptRow => ({
  organizationNumber, currency: 'NOK', ceoName: null, chairPersonName: null, isCEO: false, isChairperson: false, isBoardmember: false, isShareholder: false, invitationPending: false, hasAdministrator: false,
});

/**
 * The subsidiaries of the scope's companies the user administers: the companies such a company holds shares in
 * (from `directory`: Andel's registers and the public shareholder register, as the ownership maps read them), which
 * have no administrator yet and to which the user has no access. One entry per parent and subsidiary, by name.
 */
export const findSubsidiaries = async ({ em, user, companies, scoped, directory }: { em: EntityManager; user: User; companies: UserCompany[]; scoped: UserCompany[]; directory: SubsidiaryDirectory }): Promise<Subsidiary[]> => {
  const parentIds = new Set(administeredCompanyIds(scoped));
  if (!parentIds.size) return [];
  const known = new Set(companies.map((c) => c.organisationNumber));
  const stakes = (await directory(em, [...new Set(scoped.filter((c) => parentIds.has(c.id)).map((c) => c.organisationNumber))])).filter((stake) => !known.has(stake.organisationNumber));
  if (!stakes.length) return [];
  const email = verifiedEmailOf(user);
  const kept = await (em as SqlEntityManager).execute<KeptRow[]>(keptQuery, [user.id, email, email, pgArray([...new Set(stakes.map((s) => s.organisationNumber))])]);
  const byOrgNo = new Map(kept.map((row) => [row.organizationNumber, row]));
  return stakes
    .map((stake) => ({ stake, facts: byOrgNo.get(stake.organisationNumber) ?? unknownToAndel(stake.organisationNumber) }))
    .filter(({ facts }) => !facts.hasAdministrator)
    .map(({ stake, facts: { hasAdministrator: _, ...facts } }): Subsidiary => ({ ...facts, name: stake.name, sourceOrgNo: stake.sourceOrgNo, ownershipInPercent: stake.ownershipInPercent }))
    .sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.organizationNumber.localeCompare(b.organizationNumber) || a.sourceOrgNo.localeCompare(b.sourceOrgNo));
};
