/** The seed's signing methods (seed 000 and 002, signing entities); a sealed document names each signer's. */
export const signingMethods = ['BANKID', 'BANKID_AUTH', 'BANKID_SWEDEN_AUTH', 'MITID_DENMARK_AUTH', 'AUTH_EMAIL', 'AUTH_SMS', 'AUTH_CALL', 'HANDWRITING', 'SEAL'] as const;
export type SigningMethod = (typeof signingMethods)[number];

/**
 * How a signer was identified: by the personal link emailed to them (and the code sent to that address), as a
 * signed-in account whose email address is verified (the batch page), or by an e-ID with the identity it asserted.
 */
export const signerIdentifications = ['PERSONAL_LINK', 'VERIFIED_ACCOUNT', 'EID'] as const;
export type SignerIdentification = (typeof signerIdentifications)[number];
