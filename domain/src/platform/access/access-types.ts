export const accessTypes = ['ADMIN', 'BOARD_MEMBER', 'SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'CUSTOM', 'SUPERADMIN', 'NONE', 'DRAFT'] as const;
export type AccessType = (typeof accessTypes)[number];

/** Access types a user can actually hold on a company (NONE and DRAFT describe companies without access). */
export const grantedAccessTypes = ['ADMIN', 'BOARD_MEMBER', 'SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'CUSTOM', 'SUPERADMIN'] as const;
export type GrantedAccessType = (typeof grantedAccessTypes)[number];

/** The board roles by rank (seed: platform core, section 6); holding one gives the person's user BOARD_MEMBER access. */
export const boardRoleTypes = ['chairperson', 'deputy_chairperson', 'member', 'deputy_member'] as const;

/** Company role types in the order they are listed: the board, then the others. */
export const companyRoleTypes = [
  ...boardRoleTypes,
  'ceo',
  'observer',
  'general_meeeting_signer', // spelt so in the seed and in stored data
  'sole_proprietorship',
] as const;
export type CompanyRoleType = (typeof companyRoleTypes)[number];
