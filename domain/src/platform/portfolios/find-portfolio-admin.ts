import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../users/user.entity';
import { findPeopleTabCompanyIds } from './find-scope-companies';
import type { PortfolioScope } from './portfolio-scopes';
import { pgArray } from '../../kernel/sql/pg-array';
import type { PortfolioAdmin } from './portfolio-views';


/**
 * `GET /portfolio/{scope}/contacts/admins/{externalId}`: a user's ADMIN and CUSTOM accesses to the scope's
 * companies the viewer administers, and the invitations to their address still open there. A user holding none
 * of those is `notFound`, so another company's people stay invisible.
 */
export const findPortfolioAdmin = async ({ em, user, scope, externalId }: { em: EntityManager; user: User; scope: PortfolioScope; externalId: string }): Promise<PortfolioAdmin> => {
  const companyIds = await findPeopleTabCompanyIds({ em, user, scope });
  if (!companyIds.length) throw new DomainError('notFound');
  const sql = em as SqlEntityManager;
  const companies = await sql.execute<(PortfolioAdmin['companies'][number] & { userName: string; email: string })[]>(
    `select c.organisation_number as "organisationNumber", c.name, a.access_type as "accessType", a.custom_role_id as "customRoleId",
            r.name as "customRoleName", u.name as "userName", u.email
       from company_access a join company c on c.id = a.company_id join app_user u on u.id = a.user_id left join custom_role r on r.id = a.custom_role_id
      where a.user_id = ? and a.company_id = any(?::uuid[]) and a.access_type in ('ADMIN', 'CUSTOM')
      order by c.name, c.organisation_number`,
    [externalId, pgArray(companyIds)],
  );
  const [first] = companies;
  if (!first) throw new DomainError('notFound');
  const pendingInvitations = await sql.execute<PortfolioAdmin['pendingInvitations']>(
    `select i.id, c.organisation_number as "organisationNumber", c.name as "companyName", to_json(i.expires_at) #>> '{}' as "expiresAt"
       from invitation i join company c on c.id = i.company_id
      where i.email = ? and i.company_id = any(?::uuid[]) and i.state = 'PENDING' and i.expires_at > now()
      order by c.name, i.expires_at`,
    [first.email, pgArray(companyIds)],
  );
  return {
    externalId,
    name: first.userName,
    email: first.email,
    isSelf: externalId === user.id,
    companies: companies.map(({ organisationNumber, name, accessType, customRoleId, customRoleName }) => ({ organisationNumber, name, accessType, customRoleId, customRoleName })),
    pendingInvitations,
  };
};
