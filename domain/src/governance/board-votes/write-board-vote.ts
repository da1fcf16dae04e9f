import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { DocumentType } from '../decisions/document-types';
import { matterTypeIn } from '../decisions/matter-types';
import type { ProjectDecision } from '../projects/project-decision.entity';
import type { BoardVoteValue } from './board-vote-constants';
import { BoardVote } from './board-vote.entity';

/** The matter of the project's decisions a call names; another project's (or company's) is `decisions.notFound`. */
export const matterOf = (decisions: readonly ProjectDecision[], decisionId: string): ProjectDecision => {
  const decision = decisions.find(({ id }) => id === decisionId);
  if (!decision) throw new DomainError('decisions.notFound');
  return decision;
};

/**
 * Writes a board member's vote on a decision matter of `documentType`, in the caller's transaction: a second vote
 * replaces the first (one row per matter and role). An information matter is refused.
 */
export const writeBoardVote = async ({ em, decision, role, vote, documentType }: { em: EntityManager; decision: ProjectDecision; role: CompanyRole; vote: BoardVoteValue; documentType: DocumentType }) => {
  if (matterTypeIn(decision, documentType) !== 'DECISION_MATTER') throw new DomainError('boardVotes.notADecisionMatter');
  const existing = await em.findOne(BoardVote, { decision, companyRole: role });
  const before = existing?.vote ?? null;
  if (existing) existing.vote = vote;
  else em.create(BoardVote, { decision, companyRole: role, vote });
  return { before };
};

/** Removes a board member's vote on a matter (nothing to remove is no error). Returns the vote removed. */
export const removeBoardVote = async ({ em, decision, role }: { em: EntityManager; decision: ProjectDecision; role: CompanyRole }) => {
  const existing = await em.findOne(BoardVote, { decision, companyRole: role });
  if (existing) em.remove(existing);
  return { before: existing?.vote ?? null };
};
