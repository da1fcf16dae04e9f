import type { SigningMethod } from '../sealing/signing-methods';

/** The methods a sender may choose (seed 000 and 002, signing entities); the others are the seed's but not offered. */
export const offeredSigningMethods = ['AUTH_EMAIL', 'BANKID_AUTH', 'BANKID_SWEDEN_AUTH', 'MITID_DENMARK_AUTH', 'HANDWRITING'] as const satisfies readonly SigningMethod[];
export type OfferedSigningMethod = (typeof offeredSigningMethods)[number];

/** The batch signing pages' short names (`/signing/{signingMethod}`) and the method each signs with. */
export const batchSigningMethods = { bankidno: 'BANKID_AUTH', bankidse: 'BANKID_SWEDEN_AUTH', handwriting: 'HANDWRITING', email: 'AUTH_EMAIL' } as const satisfies Record<string, OfferedSigningMethod>;
export type BatchSigningMethod = keyof typeof batchSigningMethods;
export const batchSigningMethodNames = Object.keys(batchSigningMethods) as BatchSigningMethod[];

/** Signing methods that sign through an e-ID provider (OpenID Connect), with the provider of each. */
export const eidSigningProviders = { BANKID_AUTH: 'bankid-no', BANKID_SWEDEN_AUTH: 'bankid-se', MITID_DENMARK_AUTH: 'mitid' } as const;
export type EidSigningMethod = keyof typeof eidSigningProviders;
export const isEidSigningMethod = (method: string): method is EidSigningMethod => method in eidSigningProviders;

/** Signer types (seed 002, section 3): a document's signer, or a subscription form's (shown with a certificate icon). */
export const signerTypes = ['DOCUMENT', 'SUBSCRIPTION'] as const;
export type SignerType = (typeof signerTypes)[number];

/** Who gets the sealed copy (seed 000, signing entities); OTHERS names a list of name and email. */
export const sealedCopyRecipients = ['SENDER', 'ALL_SIGNERS', 'OTHERS'] as const;
export type SealedCopyRecipient = (typeof sealedCopyRecipients)[number];
/** Seed 002, section 9: all signers and the sender; batch emails off. */
export const defaultSendSealedCopyTo: SealedCopyRecipient[] = ['ALL_SIGNERS', 'SENDER'];
export const defaultBatchEmails = false;

/** Where a signing request's document comes from (the seed's `signingRequestSource` types). */
export const signingRequestSources = ['archive', 'dbot'] as const;
export type SigningRequestSource = (typeof signingRequestSources)[number];

/** A request's document states (seed 002, section 4): sent, signed by some, complete; cancelled resets the document to UNKNOWN. */
export const signingRequestStatuses = ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS', 'SIGNING_COMPLETE', 'CANCELLED'] as const;
export type SigningRequestStatus = (typeof signingRequestStatuses)[number];

/**
 * Where a request every signer has signed stands with its seal (docs/decisions/documents/signing.md): set with the last
 * signature, in its transaction; AWAITING_SEAL until sealed, SEAL_FAILED after a failed attempt; cleared by the seal.
 */
export const sealStates = ['AWAITING_SEAL', 'SEAL_FAILED'] as const;
export type SealState = (typeof sealStates)[number];
/** The sweep tries a failed seal this many times, waiting 2, 4, 8 … minutes between; then only the sender's retry does. */
export const maxAutomaticSealAttempts = 5;
export const sealRetryDelayMs = (attempts: number) => 60_000 * 2 ** attempts;

/** Wrong email codes before a signer is locked (a resend by the sender unlocks). */
export const maxFailedSigningCodes = 5;
/** How long an emailed signing code is valid. */
export const signingCodeLifetimeMs = 10 * 60_000;
/** At most this many signers on one request. */
export const maxSignersPerRequest = 200;
