import type { AccessType } from '@andel/domain/shared';
import { superAdminPath } from './routing';

/** What is needed to open a company: a switcher entry or a portfolio item. */
export type CompanyEntry = {
  organisationNumber: string;
  accessType: AccessType;
  shareholderId: string | null;
  customRoleId: string | null;
  /** Without access: `pending` while the user's own request (`invitationRequestId`) waits, `draft` for a company kept here. */
  state?: 'draft' | 'pending' | null;
  invitationRequestId?: string | null;
};

/**
 * Where a company opens, by access type (seed: platform core, section 2). A pending entry opens the user's own
 * invitation request; the others without access (a draft, a non-customer) open no page but a dialog or a
 * registration (`useCompanyOpener`).
 */
export const companyPath = ({ organisationNumber, accessType, shareholderId, customRoleId, state, invitationRequestId }: CompanyEntry): string | null => {
  const orgNo = encodeURIComponent(organisationNumber);
  if (state === 'pending' && invitationRequestId) return `/invitation-request/${encodeURIComponent(invitationRequestId)}`;
  switch (accessType) {
    case 'BOARD_MEMBER':
      return `/board-member/${orgNo}/schedule`;
    case 'SHAREHOLDER':
    case 'ADDITIONAL_REPRESENTATIVE':
      return shareholderId ? `/shareholder/${orgNo}/${encodeURIComponent(shareholderId)}` : null;
    case 'SUPERADMIN':
      return superAdminPath;
    case 'CUSTOM':
      return customRoleId ? `/company/${orgNo}?roleId=${encodeURIComponent(customRoleId)}` : `/company/${orgNo}`;
    case 'ADMIN':
      return `/company/${orgNo}`;
    case 'NONE':
    case 'DRAFT':
      return null;
  }
};
