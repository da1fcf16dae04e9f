import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { User } from '../../platform/users/user.entity';
import { ProjectDecision } from '../projects/project-decision.entity';

/**
 * A comment on a matter of a board meeting, written by a board member (through the notice link or the board
 * portal: their company role) or by an admin in the preview (their user). Deleting keeps the row, marked deleted
 * (the seed's `isDeleted`), with its text cleared.
 */
export const MatterCommentSchema = defineEntity({
  name: 'MatterComment',
  indexes: [{ properties: ['decision', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    decision: () => p.manyToOne(ProjectDecision).deleteRule('cascade'),
    authorRole: () => p.manyToOne(CompanyRole).nullable().deleteRule('set null'),
    authorUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    authorName: p.string().length(320),
    commentText: p.text(),
    isDeleted: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class MatterComment extends MatterCommentSchema.class {}
MatterCommentSchema.setClass(MatterComment);
