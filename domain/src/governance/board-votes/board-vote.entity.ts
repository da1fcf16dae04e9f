import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { ProjectDecision } from '../projects/project-decision.entity';
import { boardVoteValues } from './board-vote-constants';

/** A board member's vote on a matter of a board meeting: one per matter and company role, a second vote replaces it. */
export const BoardVoteSchema = defineEntity({
  name: 'BoardVote',
  uniques: [{ properties: ['decision', 'companyRole'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    decision: () => p.manyToOne(ProjectDecision).deleteRule('cascade'),
    companyRole: () => p.manyToOne(CompanyRole).deleteRule('cascade').index(),
    vote: p.enum(boardVoteValues),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class BoardVote extends BoardVoteSchema.class {}
BoardVoteSchema.setClass(BoardVote);
