import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { documentOfSigner } from '../signing/signer-page';
import type { FileStore } from '../storage/file-store';
import { subscriptionFormOfLink } from './subscription-form-of-link';

/**
 * `GET /document/view-subscription-form/{documentId}/{orgNo}?ref`: the form's PDF as it stands (filled in once the
 * shares are entered, sealed once all have signed), for a signer of that very form: another form's link is refused
 * (`signing.linkInvalid`), as is a form of another company.
 */
export const viewSubscriptionForm = async ({ em, store, documentId, orgNo, ref }: { em: EntityManager; store: FileStore; documentId: string; orgNo: string; ref: string }) => {
  const { signer, form } = await subscriptionFormOfLink(em, ref);
  if (form.id !== documentId || form.company.organisationNumber !== orgNo) throw new DomainError('signing.linkInvalid');
  return documentOfSigner({ em, store, signer });
};
