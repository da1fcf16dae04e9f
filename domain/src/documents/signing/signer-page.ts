import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { FileStore } from '../storage/file-store';
import { readStoredFile } from '../storage/store-files';
import { signingMethodAvailable } from './method-availability';
import type { SigningContext } from './signing-context';
import { signerOfLink } from './signing-target';
import type { SignerPageView } from './signing-views';
import type { Signer } from './signer.entity';

/** `GET /sign/signer/{ref}`: what the signer's page shows for a personal link; a cancelled request is `signing.requestCancelled`. */
export const getSignerPage = async ({ em, context, ref }: { em: EntityManager; context: Pick<SigningContext, 'oidc'>; ref: string }): Promise<SignerPageView> => {
  const signer = await signerOfLink(em, ref);
  if (signer.request.status === 'CANCELLED') throw new DomainError('signing.requestCancelled');
  return {
    signerName: signer.name,
    documentTitle: signer.request.title,
    companyName: signer.request.company.name,
    senderName: signer.request.requestedBy?.name ?? '',
    message: signer.request.emailBody,
    signingMethod: signer.signingMethod,
    methodAvailable: signingMethodAvailable(signer.signingMethod, context.oidc),
    isSigned: signer.signedAt !== null,
    signedAt: signer.signedAt?.toISOString() ?? null,
    isSealed: signer.request.status === 'SIGNING_COMPLETE' && signer.request.sealed !== null,
  };
};

/** The document a signer signs (the sealed copy once every signer has signed); a cancelled request's document is not served. */
export const documentOfSigner = async ({ em, store, signer }: { em: EntityManager; store: FileStore; signer: Signer }) => {
  const { request } = signer;
  if (request.status === 'CANCELLED') throw new DomainError('signing.requestCancelled');
  await em.populate(request, request.sealed ? ['original', 'sealed'] : ['original']);
  const file = request.sealed ?? request.original;
  const name = request.sealed ? `${request.title.replace(/\.pdf$/i, '')}.pdf` : request.title.toLowerCase().endsWith('.pdf') ? request.title : `${request.title}.pdf`;
  return { name, contentType: 'application/pdf', data: await readStoredFile(store, file) };
};

/** `GET /sign/download-document-for-signer/{ref}`: the document a link's signer signs. */
export const signerDocument = async ({ em, store, ref }: { em: EntityManager; store: FileStore; ref: string }) => documentOfSigner({ em, store, signer: await signerOfLink(em, ref) });

/**
 * `GET /document/view-signed-document?ref` (seed 002 section 7's download view): the sealed copy for a signer's link,
 * once every signer has signed; before that `signing.notSealedYet`, for a cancelled request `signing.requestCancelled`.
 */
export const signedDocumentOfSigner = async ({ em, store, ref }: { em: EntityManager; store: FileStore; ref: string }) => {
  const signer = await signerOfLink(em, ref);
  if (signer.request.status !== 'CANCELLED' && (signer.request.status !== 'SIGNING_COMPLETE' || !signer.request.sealed)) throw new DomainError('signing.notSealedYet');
  return documentOfSigner({ em, store, signer });
};
