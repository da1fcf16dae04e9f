import { hashToken, newToken } from '../../platform/auth/secrets';
import type { Signer } from './signer.entity';
import { batchSigningMethods, type BatchSigningMethod } from './signing-constants';
import type { SigningMethod } from '../sealing/signing-methods';

/** A signer's personal link: only that signer signs with it. */
export const signerLink = (appUrl: string, token: string) => `${appUrl}/sign?ref=${encodeURIComponent(token)}`;

/** A subscription form signer's personal link: the form to fill in, then sign. */
export const subscriptionFormLink = (appUrl: string, token: string) => `${appUrl}/subscription-form?ref=${encodeURIComponent(token)}`;

/** Gives a signer a fresh personal token, keeping only its hash (an earlier link stops working), and returns it. */
export const issueSignerToken = (signer: Pick<Signer, 'tokenHash'>): string => {
  const token = newToken();
  signer.tokenHash = hashToken(token);
  return token;
};

/** The batch page's short name of a method (MitID has none: its signers sign from their links). */
export const batchMethodOf = (method: SigningMethod): BatchSigningMethod | null =>
  (Object.entries(batchSigningMethods).find(([, full]) => full === method)?.[0] as BatchSigningMethod | undefined) ?? null;

/** The batch page of the signed-in signer, where every document waiting for them with that method is signed at once. */
export const batchPageLink = (appUrl: string, method: BatchSigningMethod) => `${appUrl}/signing/${method}`;
