import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity';

export const oneTimeTokenPurposes = ['PASSWORD_RESET', 'EMAIL_VERIFICATION'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Password-reset tokens and email-verification codes: stored hashed, single use, expiring. */
export const OneTimeTokenSchema = defineEntity({
  name: 'OneTimeToken',
  properties: {
    tokenHash: p.string().length(64).primary(),
    purpose: p.enum(oneTimeTokenPurposes),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    /** The address a verification code was sent to. */
    email: p.string().length(320).nullable(),
    attempts: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export class OneTimeToken extends OneTimeTokenSchema.class {}
OneTimeTokenSchema.setClass(OneTimeToken);
