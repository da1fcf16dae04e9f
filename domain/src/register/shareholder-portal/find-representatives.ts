import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import type { Company } from '../../platform/companies/company.entity';
import { Invitation } from '../../platform/invitations/invitation.entity';
import type { RepresentativeRow } from './representatives.schemas';

/**
 * A holder's additional representatives (seed: the shareholder's `representatives`): those who accepted, by
 * their access, and the invitations still open, by the invitation; oldest first.
 */
export const findRepresentatives = async ({ em, company, shareholderId, now = new Date() }: { em: EntityManager; company: Company; shareholderId: string; now?: Date }): Promise<RepresentativeRow[]> => {
  const [accesses, invitations] = await Promise.all([
    em.find(CompanyAccess, { company, shareholderId, accessType: 'ADDITIONAL_REPRESENTATIVE' }, { populate: ['user'] }),
    em.find(Invitation, { company, shareholderId, type: 'SHAREHOLDER_REPRESENTATIVE', state: 'PENDING', expiresAt: { $gt: now } }),
  ]);
  const rows = [
    ...accesses.map((access) => ({ id: access.id, name: access.user.name, email: access.user.email, state: 'ACTIVE' as const, since: access.createdAt })),
    ...invitations.map((invitation) => ({ id: invitation.id, name: null, email: invitation.email, state: 'PENDING' as const, since: invitation.createdAt })),
  ];
  return rows.sort((a, b) => a.since.getTime() - b.since.getTime()).map((row) => ({ ...row, since: row.since.toISOString() }));
};
