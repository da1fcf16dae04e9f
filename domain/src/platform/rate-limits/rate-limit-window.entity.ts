import { defineEntity, p } from '@mikro-orm/core';

/**
 * One fixed window of one limit for one subject (an address, an account, a company): how many hits it took. Kept in
 * PostgreSQL so a limit holds across every server process; a window is swept once it has expired.
 */
export const RateLimitWindowSchema = defineEntity({
  name: 'RateLimitWindow',
  properties: {
    /** The limit's name and its subject, e.g. `signIn:203.0.113.7` or `email.account.hour:<user id>`. */
    key: p.string().length(400).primary(),
    windowStart: p.datetime().primary(),
    hits: p.integer(),
    expiresAt: p.datetime().index(),
  },
});

export class RateLimitWindow extends RateLimitWindowSchema.class {}
RateLimitWindowSchema.setClass(RateLimitWindow);
