import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../platform/users/user.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { boardVoteValues } from '../board-votes/board-vote-constants';
import { Project } from '../projects/project.entity';
import { voteTypes } from '../voting/voting-constants';

/**
 * A shareholder's vote on a general meeting's agenda item (`itemId`: meetingChair, approveAgenda or a decision's id).
 * Its id is the client's vote id, so a replayed vote finds the row it wrote and is acknowledged again without a second
 * write. One per meeting, shareholder and item: a new vote needs a reset first. `castBy` is the admin who registered
 * it (admin-vote), `castByRecipientId` the proxy who cast it; both null when the shareholder voted.
 */
export const MeetingVoteSchema = defineEntity({
  name: 'MeetingVote',
  uniques: [{ properties: ['project', 'itemId', 'shareholder'] }],
  properties: {
    id: p.uuid().primary(),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    shareholder: () => p.manyToOne(Shareholder).deleteRule('cascade').index(),
    itemId: p.string().length(64),
    voteType: p.enum(voteTypes),
    vote: p.enum(boardVoteValues),
    castBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    castByRecipientId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MeetingVote extends MeetingVoteSchema.class {}
MeetingVoteSchema.setClass(MeetingVote);
