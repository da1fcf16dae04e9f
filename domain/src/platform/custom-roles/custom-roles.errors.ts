/** Codes custom-role commands are refused with. */
export const customRolesErrorCodes = [
  'customRoles.notFound',
  'customRoles.userNotAvailable',
] as const;
