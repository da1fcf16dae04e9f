import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { User } from '../../platform/users/user.entity';
import type { ProjectDecision } from '../projects/project-decision.entity';
import { MatterComment } from './matter-comment.entity';

/** Who writes a comment: a board member by their company role, or an admin by their user. */
export type CommentAuthor = { kind: 'role'; role: CompanyRole } | { kind: 'user'; user: User };

const nameOf = (author: CommentAuthor) =>
  author.kind === 'role' ? [author.role.firstName, author.role.middleName, author.role.lastName].filter(Boolean).join(' ') : author.user.name || author.user.email;

/** Adds a comment to a matter, in the caller's transaction. */
export const writeMatterComment = ({ em, decision, author, commentText }: { em: EntityManager; decision: ProjectDecision; author: CommentAuthor; commentText: string }) =>
  em.create(MatterComment, {
    decision,
    authorRole: author.kind === 'role' ? author.role : null,
    authorUser: author.kind === 'user' ? author.user : null,
    authorName: nameOf(author),
    commentText,
  });

/**
 * A comment on one of `decisions` (the meeting's matters) that `author` wrote: another meeting's comment, a deleted
 * one or an unknown id is `boardVotes.commentNotFound`, someone else's `boardVotes.notYourComment`.
 */
export const ownMatterComment = async ({ em, decisions, author, commentId }: { em: EntityManager; decisions: readonly ProjectDecision[]; author: CommentAuthor; commentId: string }) => {
  const comment = await em.findOne(MatterComment, { id: commentId, decision: { $in: decisions.map(({ id }) => id) }, isDeleted: false });
  if (!comment) throw new DomainError('boardVotes.commentNotFound');
  const mine = author.kind === 'role' ? comment.authorRole?.id === author.role.id : comment.authorUser?.id === author.user.id;
  if (!mine) throw new DomainError('boardVotes.notYourComment');
  return comment;
};
