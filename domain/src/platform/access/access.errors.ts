/** Codes an access check is refused with. */
export const accessErrorCodes = [
  'access.forbidden',
] as const;
