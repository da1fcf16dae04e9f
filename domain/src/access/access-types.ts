export const accessTypes = ['ADMIN', 'BOARD_MEMBER', 'SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'CUSTOM', 'SUPERADMIN', 'NONE', 'DRAFT'] as const;
export type AccessType = (typeof accessTypes)[number];

/** Access types a user can actually hold on a company (NONE and DRAFT describe companies without access). */
export const grantedAccessTypes = ['ADMIN', 'BOARD_MEMBER', 'SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'CUSTOM', 'SUPERADMIN'] as const;
export type GrantedAccessType = (typeof grantedAccessTypes)[number];

export const companyRoleTypes = [
  'chairperson',
  'deputy_chairperson',
  'member',
  'deputy_member',
  'ceo',
  'sole_proprietorship',
  'general_meeeting_signer', // spelt so in the seed and in stored data
  'observer',
] as const;
export type CompanyRoleType = (typeof companyRoleTypes)[number];
