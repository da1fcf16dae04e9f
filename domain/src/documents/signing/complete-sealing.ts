import type { EntityManager } from '@mikro-orm/core';
import { sealSigningRequest, type SealOutcome } from './seal-signing-request';
import type { SigningContext } from './signing-context';

/** Seals a request owed its seal and, when this attempt sealed it, runs what follows a seal in the wings above. */
export const completeSealing = async ({ em, context, requestId, now }: { em: EntityManager; context: SigningContext; requestId: string; now?: Date }): Promise<SealOutcome> => {
  const outcome = await sealSigningRequest({ em: em.fork(), store: context.store, certificate: context.certificate, appUrl: context.appUrl, requestId, now });
  if (outcome === 'sealed') await context.onSealed?.({ em: em.fork(), requestId });
  return outcome;
};
