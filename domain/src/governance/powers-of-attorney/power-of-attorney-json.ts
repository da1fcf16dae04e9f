import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import type { PowerOfAttorneyRecipient } from './power-of-attorney-recipient';
import type { PowerOfAttorneyView } from './power-of-attorney-views';
import type { PowerOfAttorney } from './power-of-attorney.entity';

/** A stored power's recipient as the pure rules read it. */
export const recipientOf = (power: PowerOfAttorney): PowerOfAttorneyRecipient => {
  const { recipient } = power;
  switch (recipient.role) {
    case 'shareholder':
      return { role: 'shareholder', shareholderId: recipient.shareholder!.id };
    case 'other':
      return { role: 'other', name: recipient.name, email: recipient.email ?? '' };
    default:
      return { role: recipient.role };
  }
};

/** A power with its giver, recipient and meeting loaded, as JSON. */
export const powerOfAttorneyJson = (power: PowerOfAttorney): PowerOfAttorneyView => ({
  powerOfAttorneyId: power.id,
  projectId: power.generalMeeting.project.id,
  projectName: power.generalMeeting.project.name,
  meetingDate: power.generalMeeting.meetingDate,
  shareholderId: power.giver.id,
  giverName: shareholderDisplayName(power.giver) ?? '',
  poaRecipientRole: power.recipient.role,
  poaRecipientShareholderId: power.recipient.shareholder?.id ?? null,
  poaRecipientCompanyRoleId: power.recipient.companyRole?.id ?? null,
  poaRecipientName: power.recipient.name,
  poaRecipientEmail: power.recipient.email ?? null,
  votingInstructions: power.votingInstructions,
  registeredByAdmin: power.registeredBy !== null && power.registeredBy !== undefined,
  poaGivenAt: power.givenAt.toISOString(),
  revokedAt: power.revokedAt?.toISOString() ?? null,
});

export const powerOfAttorneyPopulate = ['giver', 'recipient.shareholder', 'recipient.companyRole', 'generalMeeting.project', 'registeredBy'] as const;
