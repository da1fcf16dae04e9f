import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import type { TCompanyRole } from './company-role.schemas';
import { CompanyRole } from './company-role.entity';
import type { Company } from '../companies/company.entity';
import { findRoleHolder } from './role-holder';
import { syncBoardMemberAccess } from './sync-board-member-access';

/** Adds a role holder; a board role of someone who is a user gives them board access. */
export const createCompanyRole = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TCompanyRole }) =>
  em.transactional(async (tx) => {
    const user = await findRoleHolder(tx, input.email);
    const role = tx.create(CompanyRole, { company, ...input, user });
    recordAuditEvent({ em: tx, type: 'companyRole.created', actor, company, after: { id: role.id, ...input } });
    await tx.flush();
    if (user) await syncBoardMemberAccess({ em: tx, actor, company, user });
    return role;
  });
