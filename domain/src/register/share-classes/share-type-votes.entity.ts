import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ShareType } from './share-type.entity';

/**
 * A share class's votes per share from a date on: the dated history the register of a past date (and a meeting's
 * tally) reads. The class's own `votesPerShare` is the value that applies today, the latest of these.
 */
export const ShareTypeVotesSchema = defineEntity({
  name: 'ShareTypeVotes',
  uniques: [{ properties: ['shareType', 'validFrom'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    shareType: () => p.manyToOne(ShareType).deleteRule('cascade'),
    /** YYYY-MM-DD: the first day these votes apply. */
    validFrom: p.string().length(10),
    votesPerShare: p.decimal('string').precision(12).scale(5),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ShareTypeVotes extends ShareTypeVotesSchema.class {}
ShareTypeVotesSchema.setClass(ShareTypeVotes);
