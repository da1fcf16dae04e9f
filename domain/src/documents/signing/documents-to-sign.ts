import type { EntityManager } from '@mikro-orm/core';
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

/** The signers of live requests waiting for this address (not signed, not locked), oldest first. */
export const waitingSignersOf = (em: EntityManager, user: User) =>
  em.find(
    Signer,
    { email: user.email.toLowerCase(), signedAt: null, codeLockedAt: null, request: { status: { $in: ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS'] } } },
    { populate: ['request', 'request.company', 'request.requestedBy'], orderBy: { request: { sentAt: 'asc' } } },
  );

/** `GET /sign/documents-to-sign`: every document waiting for the signed-in user's signature, by the user's email address. */
export const documentsToSign = async ({ em, user }: { em: EntityManager; user: User }): Promise<DocumentToSignView[]> => (await waitingSignersOf(em, user)).map(documentToSignView);
