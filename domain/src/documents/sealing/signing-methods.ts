/** The seed's signing methods (seed 000 and 002, signing entities); a sealed document names each signer's. */
export const signingMethods = ['BANKID', 'BANKID_AUTH', 'BANKID_SWEDEN_AUTH', 'MITID_DENMARK_AUTH', 'AUTH_EMAIL', 'AUTH_SMS', 'AUTH_CALL', 'HANDWRITING', 'SEAL'] as const;
export type SigningMethod = (typeof signingMethods)[number];
