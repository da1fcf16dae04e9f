import { DomainError } from '../../kernel/errors/domain-error';
import { isEmail } from '../../kernel/validation/email';

/** Who a shareholder may give power of attorney to (seed 002, section 3: power-of-attorney recipient roles). */
export const powerOfAttorneyRecipientRoles = ['chairperson', 'ceo', 'shareholder', 'other'] as const;
export type PowerOfAttorneyRecipientRole = (typeof powerOfAttorneyRecipientRoles)[number];

/** The power-of-attorney dialog's fields as the seed names them (section 4, "Power of attorney"). */
export type PowerOfAttorneyRequest = {
  poaRecipientRole?: PowerOfAttorneyRecipientRole | null;
  poaRecipientShareholderId?: string | null;
  poaRecipientName?: string | null;
  poaRecipientEmail?: string | null;
};

/** A checked recipient: only the fields its role uses, an email trimmed and lower-cased. */
export type PowerOfAttorneyRecipient =
  | { role: 'chairperson' }
  | { role: 'ceo' }
  | { role: 'shareholder'; shareholderId: string }
  | { role: 'other'; name: string; email: string };

/** What the rules read about the company: whether it has a chairperson and a CEO, and its shareholders' addresses. */
export type PowerOfAttorneyCompany = {
  hasChairperson: boolean;
  hasCeo: boolean;
  shareholders: readonly { shareholderId: string; email: string | null }[];
};

/** The roles the dialog offers: the CEO option is hidden when the company has no CEO (seed 002, section 5). */
export const recipientRoleOptions = (company: Pick<PowerOfAttorneyCompany, 'hasCeo'>): PowerOfAttorneyRecipientRole[] =>
  powerOfAttorneyRecipientRoles.filter((role) => role !== 'ceo' || company.hasCeo);

const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** The shareholders whose email is `email` (ignoring case and spaces around it): the dialog's forced pick. */
export const shareholdersMatchingEmail = (email: string, shareholders: PowerOfAttorneyCompany['shareholders']): string[] =>
  shareholders.filter((holder) => holder.email !== null && normalisedEmail(holder.email) === normalisedEmail(email)).map((holder) => holder.shareholderId);

const shareholderRecipient = (giverShareholderId: string, shareholderId: string, company: PowerOfAttorneyCompany): PowerOfAttorneyRecipient => {
  if (shareholderId === giverShareholderId) throw new DomainError('powersOfAttorney.toOneself');
  if (!company.shareholders.some((holder) => holder.shareholderId === shareholderId)) throw new DomainError('powersOfAttorney.notAShareholder');
  return { role: 'shareholder', shareholderId };
};

/**
 * The recipient of a power of attorney, checked (seed 002, section 5, "Power of attorney"): a role is required; the
 * chairperson and the CEO only when the company has one; a shareholder must be chosen and may not be the giver; another
 * person needs a name and a valid email, and an email that belongs to shareholders forces picking one of them
 * (`powersOfAttorney.emailMatchesShareholder` with their count), or refuses it as a power to oneself when it is the
 * giver's alone.
 */
export const powerOfAttorneyRecipient = ({
  giverShareholderId,
  request,
  company,
}: {
  giverShareholderId: string;
  request: PowerOfAttorneyRequest;
  company: PowerOfAttorneyCompany;
}): PowerOfAttorneyRecipient => {
  switch (request.poaRecipientRole) {
    case 'chairperson':
      if (!company.hasChairperson) throw new DomainError('powersOfAttorney.noChairperson');
      return { role: 'chairperson' };
    case 'ceo':
      if (!company.hasCeo) throw new DomainError('powersOfAttorney.noCeo');
      return { role: 'ceo' };
    case 'shareholder':
      if (!request.poaRecipientShareholderId) throw new DomainError('powersOfAttorney.shareholderRequired');
      return shareholderRecipient(giverShareholderId, request.poaRecipientShareholderId, company);
    case 'other': {
      const name = request.poaRecipientName?.trim() ?? '';
      const email = normalisedEmail(request.poaRecipientEmail ?? '');
      if (name === '') throw new DomainError('powersOfAttorney.nameRequired');
      if (!isEmail(email)) throw new DomainError('powersOfAttorney.invalidEmail');
      const matching = shareholdersMatchingEmail(email, company.shareholders);
      if (matching.length > 0 && matching.every((shareholderId) => shareholderId === giverShareholderId)) throw new DomainError('powersOfAttorney.toOneself');
      if (matching.length > 0) throw new DomainError('powersOfAttorney.emailMatchesShareholder', { count: matching.length });
      return { role: 'other', name, email };
    }
    default:
      throw new DomainError('powersOfAttorney.roleRequired');
  }
};

/** Whether two recipients are the same person or office (a power given again to them changes nothing). */
export const sameRecipient = (a: PowerOfAttorneyRecipient, b: PowerOfAttorneyRecipient): boolean => {
  if (a.role === 'shareholder' && b.role === 'shareholder') return a.shareholderId === b.shareholderId;
  if (a.role === 'other' && b.role === 'other') return a.email === b.email && a.name === b.name;
  return a.role === b.role && a.role !== 'shareholder' && a.role !== 'other';
};
