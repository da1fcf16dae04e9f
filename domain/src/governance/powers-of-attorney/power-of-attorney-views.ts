import type { PowerOfAttorneyRecipientRole } from './power-of-attorney-recipient';
import type { VotingInstructions } from './voting-instructions';

/** A power of attorney as the admin's lists, the giver's tab and the recipient's view show it (seed 002, section 3). */
export type PowerOfAttorneyView = {
  powerOfAttorneyId: string;
  projectId: string;
  projectName: string;
  meetingDate: string;
  shareholderId: string;
  giverName: string;
  poaRecipientRole: PowerOfAttorneyRecipientRole;
  poaRecipientShareholderId: string | null;
  poaRecipientCompanyRoleId: string | null;
  poaRecipientName: string;
  poaRecipientEmail: string | null;
  votingInstructions: VotingInstructions;
  registeredByAdmin: boolean;
  poaGivenAt: string;
  revokedAt: string | null;
};

/** The admin's tabs of powers of attorney (the seed names the route's tab, not its values; docs/decisions/governance/powers-of-attorney.md). */
export const powerOfAttorneyTabs = ['active', 'revoked'] as const;
export type PowerOfAttorneyTab = (typeof powerOfAttorneyTabs)[number];
