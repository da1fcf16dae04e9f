import type { EntityManager } from '@mikro-orm/core';
import { completeSealing } from './complete-sealing';
import { maxAutomaticSealAttempts, sealRetryDelayMs } from './signing-constants';
import type { SigningContext } from './signing-context';
import { SigningRequest } from './signing-request.entity';

/** Requests one sweep takes at most; the next takes the rest. */
const sweepBatch = 100;

/**
 * The seal sweep (a background job, run by one process at a time): seals every request still owed its seal, those
 * AWAITING_SEAL (the process that took the last signature died or lost the race) and those SEAL_FAILED whose wait after
 * their last attempt is over, up to `maxAutomaticSealAttempts`. Answers how many it sealed.
 */
export const sealOwedRequests = async ({ em, context, now = new Date() }: { em: EntityManager; context: SigningContext; now?: Date }): Promise<number> => {
  const owed = await em.fork().find(
    SigningRequest,
    { status: 'SIGNING_IN_PROGRESS', $or: [{ sealState: 'AWAITING_SEAL' }, { sealState: 'SEAL_FAILED', sealAttempts: { $lt: maxAutomaticSealAttempts } }] },
    { fields: ['id', 'sealState', 'sealAttempts', 'sealFailedAt'], orderBy: { sentAt: 'asc' }, limit: sweepBatch },
  );
  const due = owed.filter((request) => request.sealState === 'AWAITING_SEAL' || now.getTime() - (request.sealFailedAt?.getTime() ?? 0) >= sealRetryDelayMs(request.sealAttempts));
  let sealed = 0;
  for (const request of due) if ((await completeSealing({ em, context, requestId: request.id, now })) === 'sealed') sealed++;
  return sealed;
};
