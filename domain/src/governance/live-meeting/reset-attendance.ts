import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { Project } from '../projects/project.entity';
import { lockLiveMeeting } from './lock-live-meeting';
import { mandateFor, type MeetingActor } from './mandates';
import { MeetingParticipation } from './meeting-participation.entity';
import { MeetingVote } from './meeting-vote.entity';

/**
 * `reset-attendance`: clears the participation of the shareholders named (seed 002, section 4), by an admin or, while
 * the registration is open, the shareholder or their proxy. A shareholder who has voted keeps their attendance until the
 * votes are reset (`liveMeeting.hasVoted`), so no counted vote loses its attendance; one not registered is
 * `liveMeeting.notRegistered`.
 */
export const resetAttendance = ({ em, actor, company, project, shareholderIds }: { em: EntityManager; actor: MeetingActor; company: Company; project: Project; shareholderIds: readonly string[] }) =>
  em.transactional(async (tx) => {
    const live = await lockLiveMeeting(tx, project, 'share');
    if (actor.kind === 'participant' && (live?.status !== 'STARTED' || live.registrationStatus !== 'STARTED')) throw new DomainError('liveMeeting.stepClosed', { itemId: 'attendance' });
    for (const shareholderId of shareholderIds) {
      mandateFor(actor, shareholderId);
      const row = await tx.findOne(MeetingParticipation, { project, shareholder: shareholderId });
      if (!row) throw new DomainError('liveMeeting.notRegistered', { shareholderId });
      if ((await tx.count(MeetingVote, { project, shareholder: shareholderId })) > 0) throw new DomainError('liveMeeting.hasVoted', { shareholderId });
      recordAuditEvent({ em: tx, type: 'liveMeeting.attendanceReset', actor: actor.user, company, before: { isPresent: row.isPresent }, after: { projectId: project.id, shareholderId } });
      tx.remove(row);
    }
    await tx.flush();
  });
