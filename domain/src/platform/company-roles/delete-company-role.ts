import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import type { Company } from '../companies/company.entity';
import { companyRoleFacts, findCompanyRole } from './find-company-roles';
import { syncBoardMemberAccess } from './sync-board-member-access';

/** Removes a role; a user losing their last board role loses board access. */
export const deleteCompanyRole = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    const role = await findCompanyRole(tx, company, id);
    const { user } = role;
    recordAuditEvent({ em: tx, type: 'companyRole.deleted', actor, company, before: companyRoleFacts(role) });
    tx.remove(role);
    await tx.flush();
    if (user) await syncBoardMemberAccess({ em: tx, actor, company, user });
    return role;
  });
