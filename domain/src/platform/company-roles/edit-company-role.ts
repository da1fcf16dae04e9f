import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import type { TCompanyRole } from './company-role.schemas';
import type { Company } from '../companies/company.entity';
import { companyRoleFacts, findCompanyRole } from './find-company-roles';
import { findRoleHolder } from './role-holder';
import { syncBoardMemberAccess } from './sync-board-member-access';

type Options = { em: EntityManager; actor: User; company: Company; id: string; input: TCompanyRole };

/** Changes a role; board access follows for the user it named before and the user it names now. */
export const editCompanyRole = ({ em, actor, company, id, input }: Options) =>
  em.transactional(async (tx) => {
    const role = await findCompanyRole(tx, company, id);
    const before = companyRoleFacts(role);
    const previousUser = role.user;
    const user = await findRoleHolder(tx, input.email);
    recordAuditEvent({ em: tx, type: 'companyRole.edited', actor, company, before, after: { id, ...input } });
    tx.assign(role, { ...input, user });
    await tx.flush();
    const holders = new Map([previousUser, user].flatMap((holder) => (holder ? [[holder.id, holder] as const] : [])));
    for (const holder of holders.values()) await syncBoardMemberAccess({ em: tx, actor, company, user: holder });
    return role;
  });
