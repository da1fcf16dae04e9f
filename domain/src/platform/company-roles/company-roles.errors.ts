/** Codes company-role commands are refused with. */
export const companyRolesErrorCodes = [
  'companyRoles.notFound',
] as const;
