import { LockMode, type EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { Project } from '../projects/project.entity';
import { LiveMeeting } from './live-meeting.entity';

/**
 * The meeting's live row under a lock, in the caller's transaction: `share` for votes and attendance (they run side by
 * side and only read the steps), `update` for status changes (which wait for votes under way, and are waited for).
 * A meeting without a row is PUBLISHED with no step started: `update` creates it.
 */
export const lockLiveMeeting = async (em: EntityManager, project: Project, mode: 'share' | 'update'): Promise<LiveMeeting | null> => {
  const lockMode = mode === 'share' ? LockMode.PESSIMISTIC_READ : LockMode.PESSIMISTIC_WRITE;
  const live = await em.findOne(LiveMeeting, { project }, { lockMode });
  if (live || mode === 'share') return live;
  await em.upsert(LiveMeeting, { id: randomUUID(), project, decisionStatuses: {}, updatedAt: new Date() }, { onConflictFields: ['project'], onConflictAction: 'ignore' });
  return em.findOneOrFail(LiveMeeting, { project }, { lockMode });
};
