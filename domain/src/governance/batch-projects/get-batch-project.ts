import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../../platform/users/user.entity';
import { ProjectDecision } from '../projects/project-decision.entity';
import { batchNoticeProgress, noDeliveries } from './batch-notice-progress';
import type { BatchProjectView } from './batch-project-views';
import { findBatchProject } from './find-batch-project';

/**
 * `GET /batch-project/{id}`: the batch overview (issue 27): each company's project in the batch's order, whether its
 * notice is sent, waiting or refused, and its recipients' deliveries.
 */
export const getBatchProject = async ({ em, user, id }: { em: EntityManager; user: User; id: string }): Promise<BatchProjectView> => {
  const { batch, entries } = await findBatchProject(em, user, id);
  const progress = await batchNoticeProgress(em, entries.map(({ project }) => project));
  const first = entries[0]!;
  const decisions = await em.find(ProjectDecision, { project: first.project }, { orderBy: { position: 'asc' } });
  return {
    id: batch.id,
    projectName: batch.name,
    meetingDate: batch.meetingDate,
    createdAt: batch.createdAt.toISOString(),
    decisions: decisions.map(({ decisionType }) => decisionType),
    companies: entries.map((entry) => {
      const notice = progress.get(entry.project.id);
      return {
        projectId: entry.project.id,
        organisationNumber: entry.company.organisationNumber,
        companyName: entry.company.name,
        noticeDocumentId: notice?.document.id ?? null,
        noticeState: notice?.sentAt && entry.noticeState !== 'QUEUED' ? 'SENT' : entry.noticeState,
        noticeError: entry.noticeError ?? null,
        sentAt: notice?.sentAt ?? null,
        deliveries: notice?.deliveries ?? noDeliveries(),
        recipients: notice?.recipients ?? 0,
      };
    }),
  };
};
