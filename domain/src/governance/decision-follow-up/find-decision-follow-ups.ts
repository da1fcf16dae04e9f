import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DecisionAttachment } from './decision-attachment.entity';
import type { RequiredAttachmentKind } from './decision-follow-up-constants';
import type { DecisionAttachmentView, DecisionFollowUpItem } from './decision-follow-up-views';
import { findDecidedDecisions, type DecidedDecision } from './find-decided-decisions';
import { decisionFollowUpStatusOf, followUpStepsOf } from './follow-up-steps';
import { RegisterNotification } from './register-notification.entity';
import { appliedDecisionIdsOf, capitalIncreaseFactsOf } from './step-facts';

export const decisionAttachmentView = (attachment: DecisionAttachment): DecisionAttachmentView => ({
  id: attachment.id,
  kind: attachment.kind,
  fileName: attachment.fileName,
  contentType: attachment.contentType,
  size: attachment.size,
  createdAt: attachment.createdAt.toISOString(),
});

/** The follow-up items of decided decisions: each one's facts read in a few queries for all, its steps derived from them. */
export const decisionFollowUpItemsOf = async (em: EntityManager, decided: readonly DecidedDecision[]): Promise<DecisionFollowUpItem[]> => {
  if (!decided.length) return [];
  const decisions = decided.map(({ decision }) => decision);
  const [capital, applied, attachments, notifications] = await Promise.all([
    capitalIncreaseFactsOf(em, decisions),
    appliedDecisionIdsOf(em, decisions),
    em.find(DecisionAttachment, { decision: { $in: decisions } }, { orderBy: { createdAt: 'asc' } }),
    em.find(RegisterNotification, { decision: { $in: decisions } }),
  ]);
  const items = decided.flatMap(({ decision, minutes, decidedAt }): DecisionFollowUpItem[] => {
    const own = attachments.filter((attachment) => attachment.decision.id === decision.id);
    const counts: Partial<Record<RequiredAttachmentKind, number>> = {};
    for (const { kind } of own) counts[kind] = (counts[kind] ?? 0) + 1;
    const notification = notifications.find((entry) => entry.decision.id === decision.id) ?? null;
    const steps = followUpStepsOf({ decisionType: decision.decisionType, capitalIncrease: capital.get(decision.id) ?? null, attachments: counts, notification, applied: applied.has(decision.id) });
    if (!steps.length) return [];
    const status = decisionFollowUpStatusOf(steps);
    const { project } = decision;
    return [
      {
        decisionId: decision.id,
        data: { type: decision.decisionType },
        localizedTitles: decision.localizedTitles,
        projectId: project.id,
        projectName: project.name,
        organisationNumber: project.company.organisationNumber,
        companyName: project.company.name,
        documentId: minutes.id,
        decidedAt: decidedAt.toISOString(),
        status,
        isActive: status !== 'COMPLETED',
        projectStatus: 'COMPLETED',
        steps,
        attachments: own.map(decisionAttachmentView),
        notification: notification ? { producedAt: notification.producedAt.toISOString(), sentAt: notification.sentAt?.toISOString() ?? null } : null,
      },
    ];
  });
  const following = new Set(items.filter(({ status }) => status !== 'COMPLETED').map(({ projectId }) => projectId));
  return items.map((item) => ({ ...item, projectStatus: following.has(item.projectId) ? 'FOLLOW_UP' : 'COMPLETED' }));
};

/**
 * The decided decisions of `companies` with their follow-up: those with a step left first (oldest decided first), then
 * the completed ones, newest first, so what is done stays visible.
 */
export const findDecisionFollowUps = async ({ em, companies }: { em: EntityManager; companies: readonly Company[] }): Promise<DecisionFollowUpItem[]> => {
  const items = await decisionFollowUpItemsOf(em, await findDecidedDecisions({ em, companies }));
  const open = items.filter(({ status }) => status !== 'COMPLETED').sort((a, b) => a.decidedAt.localeCompare(b.decidedAt));
  const completed = items.filter(({ status }) => status === 'COMPLETED').sort((a, b) => b.decidedAt.localeCompare(a.decidedAt));
  return [...open, ...completed];
};
