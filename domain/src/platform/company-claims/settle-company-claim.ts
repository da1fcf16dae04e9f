import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { ClaimProof } from '../companies/company-constants';
import type { User } from '../users/user.entity';
import { holdsClaimingRole } from './claim-rule';
import type { PublicCompanyRoles } from './public-company-roles';

/** Whether the user's e-ID (a Norwegian national id it asserted) holds a claiming role in the company in the public register. */
export const registerRoleProvesClaim = async (user: User, organisationNumber: string, roles: PublicCompanyRoles): Promise<boolean> => {
  if (user.nationalIdCountry !== 'NO' || !user.nationalId) return false;
  const holders = await roles.rolesOf(organisationNumber);
  return holders !== null && holdsClaimingRole({ nationalId: user.nationalId, name: user.name }, holders);
};

/** Marks the claim proven, within the caller's transaction, and audits how. */
export const markClaimProven = (tx: EntityManager, actor: User, company: Company, proof: ClaimProof): void => {
  const before = { claimPendingSince: company.claimPendingSince?.toISOString() ?? null };
  company.claimPendingSince = null;
  company.claimProvenBy = proof;
  recordAuditEvent({ em: tx, type: 'company.claimProven', actor, company, before, after: { claimProvenBy: proof } });
};

/**
 * A company just registered from the public register by its first administrator: proven at once when the
 * administrator's e-ID holds a claiming role in it, otherwise pending until they prove it or a super-admin approves.
 */
export const settleNewClaim = async ({ tx, actor, company, roles }: { tx: EntityManager; actor: User; company: Company; roles: PublicCompanyRoles }): Promise<void> => {
  if (await registerRoleProvesClaim(actor, company.organisationNumber, roles)) return markClaimProven(tx, actor, company, 'REGISTER_ROLE');
  company.claimPendingSince = new Date();
  recordAuditEvent({ em: tx, type: 'company.claimPending', actor, company, after: { organisationNumber: company.organisationNumber, claimPendingSince: company.claimPendingSince.toISOString() } });
};
