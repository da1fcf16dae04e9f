import type { EntityManager } from '@mikro-orm/core';
import type { GrantedAccessType } from '../access/access-types';
import { CompanyAccess } from '../companies/company-access.entity';
import { Company } from '../companies/company.entity';
import { InvitationRequest } from '../invitations/invitation-request.entity';
import type { User } from '../users/user.entity';
import type { CompanyStateEntry } from './company-register-views';

/** Which of several accesses a company entry opens with: the widest. */
const accessRank: GrantedAccessType[] = ['ADMIN', 'CUSTOM', 'BOARD_MEMBER', 'SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'SUPERADMIN'];

/**
 * How each company opens for this user (seed: platform core, section 2, company list click behaviour). With an
 * access: that access (the widest). Without: `pending` when the user's own request for it still waits (opens the
 * request), else `DRAFT` when the company is kept here (others decide who gets in: ask for permission), else `NONE`
 * and not a customer (the user registers it directly as its first administrator).
 */
export const findCompanyStates = async ({ em, user, organisationNumbers }: { em: EntityManager; user: User; organisationNumbers: string[] }): Promise<Map<string, CompanyStateEntry>> => {
  const wanted = [...new Set(organisationNumbers)];
  const states = new Map<string, CompanyStateEntry>();
  if (!wanted.length) return states;
  const [companies, accesses, requests] = await Promise.all([
    em.find(Company, { organisationNumber: { $in: wanted } }),
    em.find(CompanyAccess, { user, company: { organisationNumber: { $in: wanted } } }, { populate: ['company'] }),
    em.find(InvitationRequest, { requestedBy: user, state: 'PENDING', company: { organisationNumber: { $in: wanted } } }, { populate: ['company'], orderBy: { createdAt: 'desc' } }),
  ]);
  for (const organisationNumber of wanted) {
    const company = companies.find((candidate) => candidate.organisationNumber === organisationNumber);
    const isCustomer = company?.isCustomer ?? false;
    const held = accesses
      .filter((access) => access.company.organisationNumber === organisationNumber)
      .sort((a, b) => accessRank.indexOf(a.accessType) - accessRank.indexOf(b.accessType))[0];
    const request = requests.find((candidate) => candidate.company.organisationNumber === organisationNumber);
    const none = { shareholderId: null, customRoleId: null, invitationRequestId: null, isCustomer };
    if (held) states.set(organisationNumber, { ...none, accessType: held.accessType, state: null, shareholderId: held.shareholderId ?? null, customRoleId: held.customRoleId ?? null });
    else if (request) states.set(organisationNumber, { ...none, accessType: 'NONE', state: 'pending', invitationRequestId: request.id });
    else if (company) states.set(organisationNumber, { ...none, accessType: 'DRAFT', state: 'draft' });
    else states.set(organisationNumber, { ...none, accessType: 'NONE', state: null });
  }
  return states;
};

/** Search hits with how each opens for the user (the seed's company-entry fields). */
export const withCompanyStates = async <Hit extends { organizationnumber: string }>({ em, user, hits }: { em: EntityManager; user: User; hits: Hit[] }) => {
  const states = await findCompanyStates({ em, user, organisationNumbers: hits.map((hit) => hit.organizationnumber) });
  return hits.map((hit) => ({ ...hit, ...states.get(hit.organizationnumber)! }));
};
