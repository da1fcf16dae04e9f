import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { translate } from '../../collected/translate';
import type { AssertedIdentity } from '../../platform/oidc/complete-oidc-authorization';
import { oidcProviderCountry } from '../../platform/oidc/oidc-providers';
import { User } from '../../platform/users/user.entity';
import { eidSigningProviders, type EidSigningMethod } from './signing-constants';
import type { Signer } from './signer.entity';

/** The e-ID flow of a signing returns to its batch: the flow's return path names it. */
const batchReturnPrefix = '/signing-batch/';
export const signingReturnPath = (batchId: string) => `${batchReturnPrefix}${batchId}`;
export const batchIdOfReturnPath = (returnTo: string | null): string => {
  if (!returnTo?.startsWith(batchReturnPrefix)) throw new DomainError('signing.batchNotFound');
  return returnTo.slice(batchReturnPrefix.length);
};

/**
 * What the certificate page shows of the provider's assertion: the provider, the name and the national id without its
 * last five digits (the birth date stays; the whole number is not spread to every recipient of the sealed copy).
 */
export const assertedIdentityText = (identity: AssertedIdentity, method: EidSigningMethod): string =>
  `${translate('en', `sealing.method.${method}`)}: ${identity.name}, ${identity.nationalId.slice(0, -5)}*****`.slice(0, 300);

/** The e-ID method of the signers (all alike), which must be an e-ID one. */
export const eidMethodOf = (signers: Signer[]): EidSigningMethod => {
  const method = signers[0]!.signingMethod;
  if (!(method in eidSigningProviders) || signers.some((signer) => signer.signingMethod !== method)) throw new DomainError('signing.wrongMethod');
  return method as EidSigningMethod;
};

/**
 * Never as someone else: when a signer's address (or the batch's owner) is a user whose national id from this e-ID's
 * country is known, the provider must assert that id (`signing.identityMismatch`). Others are bound by their link or
 * session, and the certificate page shows who the provider said signed.
 */
export const requireSameIdentity = async ({ em, signers, owner, identity }: { em: EntityManager; signers: Signer[]; owner: User | null; identity: AssertedIdentity }): Promise<void> => {
  const country = oidcProviderCountry[identity.provider];
  const users = await em.find(User, { email: { $in: signers.map((signer) => signer.email.toLowerCase()) } });
  for (const user of owner ? [...users, owner] : users)
    if (user.nationalIdCountry === country && user.nationalId && user.nationalId !== identity.nationalId) throw new DomainError('signing.identityMismatch');
};
