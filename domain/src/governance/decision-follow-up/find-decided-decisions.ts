import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { findDocumentSignings } from '../projects/document-signing';
import { ProjectDecision } from '../projects/project-decision.entity';
import { ProjectDocument } from '../projects/project-document.entity';

/** Minutes, whose signing decides the meeting's decisions. */
const minutesTypes = ['general_meeting', 'board_meeting'] as const;

/** A decision of a meeting whose minutes are signed by all, with those minutes and when they were signed. */
export type DecidedDecision = { decision: ProjectDecision; minutes: ProjectDocument; decidedAt: Date };

/**
 * The decisions of `companies` that are decided: their project's minutes (general or board meeting) are signed by
 * every signer in force (reopened minutes are not). The follow-up starts there (docs/decisions/governance/decision-follow-up.md).
 */
export const findDecidedDecisions = async ({ em, companies }: { em: EntityManager; companies: readonly Company[] }): Promise<DecidedDecision[]> => {
  if (!companies.length) return [];
  const minutes = await em.find(
    ProjectDocument,
    { documentType: { $in: [...minutesTypes] }, lockedAt: { $ne: null }, project: { company: { $in: [...companies] } } },
    { populate: ['project.company'] },
  );
  const signings = await findDocumentSignings(em, minutes);
  const signed = minutes.filter(({ id }) => signings.get(id)?.status === 'SIGNING_COMPLETE');
  if (!signed.length) return [];
  const decisions = await em.find(ProjectDecision, { project: { $in: signed.map(({ project }) => project) } }, { orderBy: { position: 'asc' } });
  return decisions.flatMap((decision) => {
    const own = signed.find((document) => document.project.id === decision.project.id)!;
    return [{ decision, minutes: own, decidedAt: new Date(signings.get(own.id)!.completedAt ?? own.lockedAt!) }];
  });
};
