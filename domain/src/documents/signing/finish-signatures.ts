import type { EntityManager } from '@mikro-orm/core';
import { sealSigningRequest } from './seal-signing-request';
import type { SigningContext } from './signing-context';
import { SigningRequest } from './signing-request.entity';
import type { SignedAnswer } from './signing-views';

/** After the signatures commit: seals each request now signed by all, and answers the documents signed. */
export const finishSignatures = async ({ em, context, requestIds, fullySigned }: { em: EntityManager; context: SigningContext; requestIds: string[]; fullySigned: string[] }): Promise<SignedAnswer> => {
  if (fullySigned.length) {
    const certificate = await context.certificate();
    for (const requestId of fullySigned) {
      await sealSigningRequest({ em: em.fork(), store: context.store, certificate, appUrl: context.appUrl, requestId });
      await context.onSealed?.({ em: em.fork(), requestId });
    }
  }
  const requests = await em.fork().find(SigningRequest, { id: { $in: requestIds } }, { orderBy: { sentAt: 'asc' } });
  return { status: 'SIGNED', documents: requests.map((request) => ({ title: request.title, sealed: request.status === 'SIGNING_COMPLETE' })) };
};
