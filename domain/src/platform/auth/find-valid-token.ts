import type { EntityManager } from '@mikro-orm/core';
import { OneTimeToken, type OneTimeTokenPurpose } from './one-time-token.entity';
import { hashToken } from './secrets';

export const findValidToken = (em: EntityManager, purpose: OneTimeTokenPurpose, token: string): Promise<OneTimeToken | null> =>
  em.findOne(OneTimeToken, { tokenHash: hashToken(token), purpose, usedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['user'] });
