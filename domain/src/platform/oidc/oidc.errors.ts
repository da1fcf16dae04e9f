/** Codes an OpenID Connect sign-in can be refused with. */
export const oidcErrorCodes = [
  'oidc.notAvailable',
  'oidc.flowExpired',
  'oidc.invalidState',
  'oidc.invalidNonce',
  'oidc.cancelled',
  'oidc.failed',
  'oidc.noNationalId',
] as const;
