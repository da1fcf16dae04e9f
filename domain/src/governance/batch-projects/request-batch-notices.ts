import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { User } from '../../platform/users/user.entity';
import type { TBatchNoticeSend } from './batch-project.schemas';
import { findBatchProject } from './find-batch-project';

/**
 * `POST /batch-project/{id}/send-notice` (issue 27): queues the notices of the companies named, or of every company,
 * for the background job (`sendQueuedBatchNotices`), with how they open and the message; a notice sent or waiting is
 * left as it is, a refused one is tried again. A project not in the batch is `batchProjects.notFound`; nothing left to
 * send `batchProjects.nothingToSend`. One transaction, audited per company.
 */
export const requestBatchNotices = ({ em, actor, id, input, now = new Date() }: { em: EntityManager; actor: User; id: string; input: TBatchNoticeSend; now?: Date }) =>
  em.transactional(async (tx) => {
    const { batch, entries } = await findBatchProject(tx, actor, id);
    const named = input.projectIds ? new Set(input.projectIds) : null;
    if (named && [...named].some((projectId) => !entries.some((entry) => entry.project.id === projectId))) throw new DomainError('batchProjects.notFound');
    const queued = entries.filter((entry) => (!named || named.has(entry.project.id)) && (entry.noticeState === 'NOT_REQUESTED' || entry.noticeState === 'FAILED'));
    if (!queued.length) throw new DomainError('batchProjects.nothingToSend');
    for (const entry of queued) {
      Object.assign(entry, { noticeState: 'QUEUED', noticeAccessType: input.accessType, noticeMessage: input.message, noticeRequestedBy: actor, noticeRequestedAt: now, noticeError: null });
      recordAuditEvent({ em: tx, type: 'batchProject.noticeRequested', actor, company: entry.company, after: { batchProjectId: batch.id, projectId: entry.project.id, accessType: input.accessType } });
    }
    return { queued: queued.length };
  });
