import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/**
 * What a user last saw of their follow-up: the keys of the items (tab and company, e.g. `company-info:912345602`)
 * there were when they opened the portfolio's follow-up. The top bar counts only items not among them.
 */
export const FollowUpSeenSchema = defineEntity({
  name: 'FollowUpSeen',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    items: p.json<string[]>(),
    seenAt: p.datetime(),
  },
});

export class FollowUpSeen extends FollowUpSeenSchema.class {}
FollowUpSeenSchema.setClass(FollowUpSeen);
