import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity';

export const sessionStates = ['OTP_PENDING', 'ACTIVE'] as const;
export type SessionState = (typeof sessionStates)[number];

/** A sign-in. The cookie carries the token; only its SHA-256 is stored, so a database leak yields no sessions. */
export const SessionSchema = defineEntity({
  name: 'Session',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    state: p.enum(sessionStates),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    /** Absolute end, whatever the activity; a pending two-step sign-in ends with its code. */
    expiresAt: p.datetime(),
    otpHash: p.string().length(64).nullable(),
    otpExpiresAt: p.datetime().nullable(),
    /** Wrong codes for this pending sign-in, all its codes together. */
    otpAttempts: p.integer().default(0),
    /** Codes sent again (`send-new-otp`) for this pending sign-in. */
    otpResends: p.integer().default(0),
    ipAddress: p.string().length(64).nullable(),
    userAgent: p.string().length(400).nullable(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
