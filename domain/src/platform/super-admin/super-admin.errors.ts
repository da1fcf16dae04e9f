/** Codes back-office commands are refused with. */
export const superAdminErrorCodes = [
  'superAdmin.subscriptionStateFinal',
] as const;
