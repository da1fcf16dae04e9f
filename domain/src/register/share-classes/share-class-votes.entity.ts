import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ShareClass } from './share-class.entity';

/**
 * A share class's votes per share from a date on: the dated history the register of a past date (and a meeting's
 * tally) reads. The class's own `votesPerShare` is the value that applies today, the latest of these.
 */
export const ShareClassVotesSchema = defineEntity({
  name: 'ShareClassVotes',
  uniques: [{ properties: ['shareClass', 'validFrom'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    shareClass: () => p.manyToOne(ShareClass).deleteRule('cascade'),
    /** YYYY-MM-DD: the first day these votes apply. */
    validFrom: p.string().length(10),
    votesPerShare: p.decimal('string').precision(12).scale(5),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ShareClassVotes extends ShareClassVotesSchema.class {}
ShareClassVotesSchema.setClass(ShareClassVotes);
