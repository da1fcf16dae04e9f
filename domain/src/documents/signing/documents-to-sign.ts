import type { EntityManager } from '@mikro-orm/core';
import { requireVerifiedEmail, verifiedEmailOf } from '../../platform/auth/verified-email';
import type { User } from '../../platform/users/user.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { FileStore } from '../storage/file-store';
import { documentOfSigner } from './signer-page';
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

/** The signers of live requests waiting for the user's proven address (not signed, not locked), oldest first; none while unproven. A subscription form is signed on its own page, after its shares are entered. */
export const waitingSignersOf = async (em: EntityManager, user: User) => {
  const email = verifiedEmailOf(user);
  if (!email) return [];
  return em.find(
    Signer,
    { email, signerType: 'DOCUMENT', signedAt: null, codeLockedAt: null, request: { status: { $in: ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS'] } } },
    { populate: ['request', 'request.company', 'request.requestedBy'], orderBy: { request: { sentAt: 'asc' } } },
  );
};

/** `GET /sign/documents-to-sign`: every document waiting for the signed-in user's signature, by the user's proven email address (unproven: `auth.emailNotVerified`). */
export const documentsToSign = async ({ em, user }: { em: EntityManager; user: User }): Promise<DocumentToSignView[]> => {
  requireVerifiedEmail(user);
  return (await waitingSignersOf(em, user)).map(documentToSignView);
};

/**
 * `GET /sign/document-to-sign/{signerId}` (ours): the document of one signer waiting for the signed-in user, so the
 * batch page shows it before it is signed; any other signer is `notFound`.
 */
export const waitingDocumentToSign = async ({ em, store, user, signerId }: { em: EntityManager; store: FileStore; user: User; signerId: string }) => {
  requireVerifiedEmail(user);
  const signer = (await waitingSignersOf(em, user)).find(({ id }) => id === signerId);
  if (!signer) throw new DomainError('notFound');
  return documentOfSigner({ em, store, signer });
};
