import type { EntityManager } from '@mikro-orm/core';
import type { User } from '../../platform/users/user.entity';
import type { BatchProjectSummary } from './batch-project-views';
import { findVisibleBatches } from './find-batch-project';

/** `GET /batch-projects`: the batches of companies the user administers, newest first, with how many notices are sent. */
export const listBatchProjects = async ({ em, user }: { em: EntityManager; user: User }): Promise<BatchProjectSummary[]> =>
  (await findVisibleBatches(em, user)).map(({ batch, entries }) => ({
    id: batch.id,
    projectName: batch.name,
    meetingDate: batch.meetingDate,
    createdAt: batch.createdAt.toISOString(),
    companies: entries.length,
    noticesSent: entries.filter((entry) => entry.noticeState === 'SENT').length,
  }));
