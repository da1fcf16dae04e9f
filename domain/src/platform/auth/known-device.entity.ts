import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * A browser that completed a sign-in to the account (password, and the code with two-step sign-in). Its cookie carries
 * a random token; only the SHA-256 is stored. Failed sign-ins from elsewhere do not slow it down (docs/decisions/platform/auth.md).
 */
export const KnownDeviceSchema = defineEntity({
  name: 'KnownDevice',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
  },
});

export class KnownDevice extends KnownDeviceSchema.class {}
KnownDeviceSchema.setClass(KnownDevice);
