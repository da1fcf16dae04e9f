import type { EntityManager } from '@mikro-orm/core';
import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { TLocalizedTitle, TMatterText } from '../decisions/decision.schemas';
import type { DecisionType } from '../decisions/decision-catalogue';
import type { DocumentType } from '../decisions/document-types';
import { matterTypeIn, type CustomizedFreetextType } from '../decisions/matter-types';
import type { ProjectDecision } from '../projects/project-decision.entity';
import type { BoardVoteValue } from './board-vote-constants';
import { BoardVote } from './board-vote.entity';
import { MatterComment } from './matter-comment.entity';
import { matterOutcome, type MatterResult } from './matter-outcome';

export type BoardMatterVote = { companyroleId: string; name: string; vote: BoardVoteValue };
export type BoardMatterComment = {
  id: string;
  commentText: string;
  authorName: string;
  /** The reader wrote it, and may edit or delete it. */
  isOwn: boolean;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A matter as the board sees it (seed 002, section 3: board member notice response, matter). */
export type BoardMatter = {
  decision: { decisionId: string; decisionType: DecisionType; localizedTitles: TLocalizedTitle[] };
  matterType: CustomizedFreetextType;
  textForReview: TMatterText[];
  votes: BoardMatterVote[];
  comments: BoardMatterComment[];
  result: MatterResult;
};

/** Who reads: a board member (their company role) or an admin (their user). */
export type MatterReader = { companyRoleId: string } | { userId: string };

const roleName = ({ firstName, middleName, lastName }: CompanyRole) => [firstName, middleName, lastName].filter(Boolean).join(' ');

/**
 * A board meeting's matters as written in `documentType` (excluded ones left out), each with the board's votes,
 * its comments (deleted ones kept without text) and its outcome.
 */
export const loadBoardMatters = async ({
  em,
  decisions,
  documentType,
  chairRoleId,
  reader,
}: {
  em: EntityManager;
  decisions: readonly ProjectDecision[];
  documentType: DocumentType;
  chairRoleId: string | null;
  reader: MatterReader | null;
}): Promise<BoardMatter[]> => {
  const included = decisions.filter((decision) => matterTypeIn(decision, documentType) !== 'EXCLUDED');
  if (!included.length) return [];
  const [votes, comments] = await Promise.all([
    em.find(BoardVote, { decision: { $in: included.map(({ id }) => id) } }, { populate: ['companyRole'], orderBy: { createdAt: 'asc' } }),
    em.find(MatterComment, { decision: { $in: included.map(({ id }) => id) } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  ]);
  const isOwn = (comment: MatterComment) =>
    reader !== null && ('companyRoleId' in reader ? comment.authorRole?.id === reader.companyRoleId : comment.authorUser?.id === reader.userId);
  return included.map((decision) => {
    const matterType = matterTypeIn(decision, documentType);
    const own = votes.filter((vote) => vote.decision.id === decision.id);
    return {
      decision: { decisionId: decision.id, decisionType: decision.decisionType, localizedTitles: decision.localizedTitles },
      matterType,
      textForReview: decision.matterTexts,
      votes: own.map((vote) => ({ companyroleId: vote.companyRole.id, name: roleName(vote.companyRole), vote: vote.vote })),
      comments: comments
        .filter((comment) => comment.decision.id === decision.id)
        .map((comment) => ({
          id: comment.id,
          commentText: comment.isDeleted ? '' : comment.commentText,
          authorName: comment.authorName,
          isOwn: isOwn(comment),
          isDeleted: comment.isDeleted,
          createdAt: comment.createdAt.toISOString(),
          updatedAt: comment.updatedAt.toISOString(),
        })),
      result: matterOutcome({
        isDecisionMatter: matterType === 'DECISION_MATTER',
        votes: own.map((vote) => ({ companyRoleId: vote.companyRole.id, vote: vote.vote })),
        chairRoleId,
      }),
    };
  });
};
