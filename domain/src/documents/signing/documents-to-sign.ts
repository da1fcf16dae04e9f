import type { EntityManager } from '@mikro-orm/core';
import { requireVerifiedEmail, verifiedEmailOf } from '../../platform/auth/verified-email';
import type { User } from '../../platform/users/user.entity';
import { batchMethodOf } from './signing-links';
import { Signer } from './signer.entity';
import type { DocumentToSignView } from './signing-views';

export const documentToSignView = (signer: Signer): DocumentToSignView => ({
  signerId: signer.id,
  documentTitle: signer.request.title,
  companyName: signer.request.company.name,
  senderName: signer.request.requestedBy?.name ?? '',
  signingMethod: signer.signingMethod,
  batchMethod: batchMethodOf(signer.signingMethod),
  reference: signer.reference ?? null,
  sentAt: signer.request.sentAt.toISOString(),
});

/** The signers of live requests waiting for the user's proven address (not signed, not locked), oldest first; none while unproven. */
export const waitingSignersOf = async (em: EntityManager, user: User) => {
  const email = verifiedEmailOf(user);
  if (!email) return [];
  return em.find(
    Signer,
    { email, signedAt: null, codeLockedAt: null, request: { status: { $in: ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS'] } } },
    { populate: ['request', 'request.company', 'request.requestedBy'], orderBy: { request: { sentAt: 'asc' } } },
  );
};

/** `GET /sign/documents-to-sign`: every document waiting for the signed-in user's signature, by the user's proven email address (unproven: `auth.emailNotVerified`). */
export const documentsToSign = async ({ em, user }: { em: EntityManager; user: User }): Promise<DocumentToSignView[]> => {
  requireVerifiedEmail(user);
  return (await waitingSignersOf(em, user)).map(documentToSignView);
};
