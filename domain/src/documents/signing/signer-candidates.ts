import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { ShareholderTotal } from '../../register/read-model/shareholder-total.entity';
import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import type { SignerCandidatesView } from './signing-views';

/** `GET /document/signer-candidates/{orgNo}` (ours): the role holders and current shareholders with an email, for the quick-add, and the role holders it cannot add for want of one. */
export const signerCandidates = async ({ em, company }: { em: EntityManager; company: Company }): Promise<SignerCandidatesView> => {
  const all = await em.find(CompanyRole, { company }, { orderBy: { lastName: 'asc', firstName: 'asc' } });
  const roles = all.filter((role) => role.email);
  const nameOf = (role: CompanyRole) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');
  const totals = await em.find(ShareholderTotal, { company, shares: { $gt: 0n }, shareholder: { email: { $ne: null } } }, { populate: ['shareholder'] });
  return {
    companyRoles: roles.map((role) => ({
      companyroleId: role.id,
      role: role.role,
      name: nameOf(role),
      email: role.email!,
      language: role.language,
    })),
    shareholders: totals
      .map(({ shareholder }) => ({ shareholderId: shareholder.id, name: shareholderDisplayName(shareholder) ?? '', email: shareholder.email! }))
      .sort((a, b) => a.name.localeCompare(b.name, 'nb')),
    rolesWithoutEmail: all.filter((role) => !role.email).map((role) => ({ role: role.role, name: nameOf(role) })),
  };
};
