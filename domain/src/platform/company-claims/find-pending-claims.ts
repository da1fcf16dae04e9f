import type { EntityManager } from '@mikro-orm/core';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import type { PendingClaimView } from './company-claims-views';

/** `GET /super-admin/company-claims`: the companies whose claim waits, oldest first, with who claimed them. */
export const findPendingClaims = async ({ em }: { em: EntityManager }): Promise<PendingClaimView[]> => {
  const companies = await em.find(Company, { claimPendingSince: { $ne: null } }, { orderBy: { claimPendingSince: 'asc' }, limit: 200 });
  const admins = companies.length ? await em.find(CompanyAccess, { company: { $in: companies }, accessType: 'ADMIN' }, { populate: ['user'] }) : [];
  return companies.map((company) => ({
    organisationNumber: company.organisationNumber,
    name: company.name,
    claimPendingSince: company.claimPendingSince!.toISOString(),
    admins: admins.filter((access) => access.company.id === company.id).map(({ user }) => ({ name: user.name, email: user.email, emailVerified: user.emailVerified, signedInWithEid: user.nationalId !== null && user.nationalId !== undefined })),
  }));
};
