import type { EntityManager } from '@mikro-orm/core';
import type { GrantedAccessType } from '../access/access-types';
import { recordAuditEvent } from '../audit/record-audit-event';
import { revokeUserSessions } from '../auth/sign-out';
import type { User } from '../users/user.entity';
import { CompanyAccess } from './company-access.entity';
import type { Company } from './company.entity';

type Grant = { accessType: GrantedAccessType; shareholderId?: string | null; customRoleId?: string | null };

/** Gives a user an access to a company; granting one already held changes nothing. */
export const grantCompanyAccess = ({ em, actor, user, company, grant }: { em: EntityManager; actor: User | null; user: User; company: Company; grant: Grant }) =>
  em.transactional(async (tx) => {
    const key = { user, company, accessType: grant.accessType, shareholderId: grant.shareholderId ?? null };
    const existing = await tx.findOne(CompanyAccess, key);
    if (existing) return existing;
    const access = tx.create(CompanyAccess, { ...key, customRoleId: grant.customRoleId ?? null });
    recordAuditEvent({ em: tx, type: 'companyAccess.granted', actor, company, after: { userId: user.id, ...grant } });
    return access;
  });

/**
 * Removes an access; the user's sessions end so a change made by someone else takes effect at once. A user
 * giving up their own access (offboarding) keeps their sessions: they made the change and see it.
 */
export const revokeCompanyAccess = ({ em, actor, access }: { em: EntityManager; actor: User | null; access: CompanyAccess }) =>
  em.transactional(async (tx) => {
    const { user, company, accessType, shareholderId, customRoleId } = access;
    tx.remove(access);
    recordAuditEvent({ em: tx, type: 'companyAccess.revoked', actor, company, before: { userId: user.id, accessType, shareholderId, customRoleId } });
    await tx.flush();
    if (actor?.id !== user.id) await revokeUserSessions({ em: tx, userId: user.id });
  });
