import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { fullName } from '../general-meetings/general-meeting-data';
import type { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { loadMeetingRegister } from '../voting/load-meeting-register';
import type { PowerOfAttorneyCompany } from './power-of-attorney-recipient';

/** Who may give and receive powers at a meeting: the holders with shares at its date, the chairperson and the CEO. */
export type PowerOfAttorneyParties = PowerOfAttorneyCompany & {
  holders: Shareholder[];
  chairperson: CompanyRole | null;
  ceo: CompanyRole | null;
};

export const loadPowerOfAttorneyParties = async (em: EntityManager, company: Company, meeting: Pick<GeneralMeeting, 'meetingDate'>): Promise<PowerOfAttorneyParties> => {
  const register = await loadMeetingRegister(em, company, meeting.meetingDate);
  const holders = await em.find(Shareholder, { company, id: { $in: register.rows.map(({ shareholderId }) => shareholderId) } });
  holders.sort((a, b) => (shareholderDisplayName(a) ?? '').localeCompare(shareholderDisplayName(b) ?? '', 'nb'));
  const roles = await em.find(CompanyRole, { company, role: { $in: ['chairperson', 'ceo'] } }, { orderBy: { createdAt: 'asc' } });
  const chairperson = roles.find(({ role }) => role === 'chairperson') ?? null;
  const ceo = roles.find(({ role }) => role === 'ceo') ?? null;
  return {
    holders,
    chairperson,
    ceo,
    hasChairperson: chairperson !== null,
    hasCeo: ceo !== null,
    shareholders: holders.map((holder) => ({ shareholderId: holder.id, email: holder.email ?? null })),
  };
};

/** The name, email and company role a checked recipient stands for. */
export const recipientPerson = (parties: PowerOfAttorneyParties, recipient: { role: 'chairperson' | 'ceo' } | { role: 'shareholder'; shareholderId: string } | { role: 'other'; name: string; email: string }) => {
  switch (recipient.role) {
    case 'chairperson':
    case 'ceo': {
      const role = recipient.role === 'ceo' ? parties.ceo! : parties.chairperson!;
      return { key: recipient.role, name: fullName(role), email: role.email ?? null, companyRole: role, shareholder: null };
    }
    case 'shareholder': {
      const holder = parties.holders.find(({ id }) => id === recipient.shareholderId)!;
      return { key: `shareholder:${holder.id}`, name: shareholderDisplayName(holder) ?? '', email: holder.email ?? null, companyRole: null, shareholder: holder };
    }
    case 'other':
      return { key: `other:${recipient.email}`, name: recipient.name, email: recipient.email, companyRole: null, shareholder: null };
  }
};
