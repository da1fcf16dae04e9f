import type { AccessType } from '@andel/domain/shared';
import { superAdminPath } from './routing';

/** What is needed to open a company: a switcher entry or a portfolio item. */
export type CompanyEntry = {
  organisationNumber: string;
  accessType: AccessType;
  shareholderId: string | null;
  customRoleId: string | null;
};

/**
 * Where a company opens, by access type (seed: platform core, section 2). Entries without access (NONE, DRAFT)
 * open nothing; their dialogs come with the invitation features.
 */
export const companyPath = ({ organisationNumber, accessType, shareholderId, customRoleId }: CompanyEntry): string | null => {
  const orgNo = encodeURIComponent(organisationNumber);
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
