import { defineEntity, p } from '@mikro-orm/core';

/** Failed sign-ins, counted per account and per address to limit guessing. */
export const LoginAttemptSchema = defineEntity({
  name: 'LoginAttempt',
  indexes: [{ properties: ['email', 'createdAt'] }, { properties: ['ipAddress', 'createdAt'] }],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    email: p.string().length(320),
    ipAddress: p.string().length(64),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LoginAttempt extends LoginAttemptSchema.class {}
LoginAttemptSchema.setClass(LoginAttempt);
