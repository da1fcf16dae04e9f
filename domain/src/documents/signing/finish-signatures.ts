import type { EntityManager } from '@mikro-orm/core';
import { completeSealing } from './complete-sealing';
import type { SigningContext } from './signing-context';
import { SigningRequest } from './signing-request.entity';
import type { SignedAnswer } from './signing-views';

/**
 * After the signatures commit: seals each request now signed by all, and answers the documents signed. A seal that
 * fails (or that another process holds) does not fail the signature: the request stays owed its seal, which the
 * sweep and the sender finish, and the answer says the document is not sealed yet.
 */
export const finishSignatures = async ({ em, context, requestIds, fullySigned }: { em: EntityManager; context: SigningContext; requestIds: string[]; fullySigned: string[] }): Promise<SignedAnswer> => {
  for (const requestId of fullySigned) await completeSealing({ em, context, requestId });
  const requests = await em.fork().find(SigningRequest, { id: { $in: requestIds } }, { orderBy: { sentAt: 'asc' } });
  return { status: 'SIGNED', documents: requests.map((request) => ({ title: request.title, sealed: request.status === 'SIGNING_COMPLETE' })) };
};
