import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { User } from '../../platform/users/user.entity';
import type { Project } from '../projects/project.entity';
import { approveAgendaItemId, meetingChairItemId, type LiveMeetingStatus, type StatusName, type StepStatus } from './live-meeting-constants';
import type { LiveMeeting } from './live-meeting.entity';
import { lockLiveMeeting } from './lock-live-meeting';
import { allStepsResolved, requireAgendaItem, stepStatusOf, type MeetingAgenda } from './meeting-agenda';

export type LiveStatusChange = { statusName: StatusName; status: LiveMeetingStatus | StepStatus; decisionId?: string | null };

/** The steps in agenda order: registration, then each item's vote. */
const stepsOf = (agenda: MeetingAgenda) => ['REGISTRATION', ...agenda.itemIds];
const statusOfStep = (live: LiveMeeting, step: string) => (step === 'REGISTRATION' ? (live.registrationStatus ?? null) : stepStatusOf(live, step));
const setStep = (live: LiveMeeting, step: string, status: StepStatus) => {
  if (step === 'REGISTRATION') live.registrationStatus = status;
  else if (step === meetingChairItemId) live.meetingChairStatus = status;
  else if (step === approveAgendaItemId) live.approveAgendaStatus = status;
  else live.decisionStatuses = { ...live.decisionStatuses, [step]: status };
};
const stepOf = (change: LiveStatusChange, agenda: MeetingAgenda): string => {
  switch (change.statusName) {
    case 'REGISTRATION':
      return 'REGISTRATION';
    case 'MEETING_CHAIR':
      return meetingChairItemId;
    case 'APPROVE_AGENDA':
      return approveAgendaItemId;
    default:
      return requireAgendaItem(agenda, change.decisionId ?? null);
  }
};

/**
 * `POST /general-meeting/{projectId}/start`, `/end` and `/update-status` (seed 002, section 4): the meeting moves
 * PUBLISHED → STARTED → FINISHED and a finished one reopens by starting again; on start with AUTO_OPEN_SELF_REGISTRATION
 * the registration opens. Each step toggles between STARTED and FINISHED while the meeting is STARTED; with
 * AUTO_OPEN_VOTING a step that finishes opens the next one not yet started. Answers the live row and whether every
 * step is resolved.
 */
export const updateLiveStatus = ({ em, actor, company, project, agenda, change }: { em: EntityManager; actor: User; company: Company; project: Project; agenda: MeetingAgenda; change: LiveStatusChange }) =>
  em.transactional(async (tx) => {
    const live = (await lockLiveMeeting(tx, project, 'update'))!;
    let before: LiveMeetingStatus | StepStatus | null;
    if (change.statusName === 'MEETING') {
      if (change.status !== 'STARTED' && change.status !== 'FINISHED') throw new DomainError('validationError');
      before = live.status;
      live.status = change.status;
      if (change.status === 'STARTED' && live.autoOpenSelfRegistration && !live.registrationStatus) live.registrationStatus = 'STARTED';
    } else {
      if (live.status !== 'STARTED') throw new DomainError('liveMeeting.notStarted');
      if (change.status !== 'STARTED' && change.status !== 'FINISHED') throw new DomainError('validationError');
      const step = stepOf(change, agenda);
      before = statusOfStep(live, step);
      setStep(live, step, change.status);
      if (change.status === 'FINISHED' && live.autoOpenVoting) {
        const steps = stepsOf(agenda);
        const next = steps.slice(steps.indexOf(step) + 1).find((candidate) => statusOfStep(live, candidate) === null);
        if (next) setStep(live, next, 'STARTED');
      }
    }
    recordAuditEvent({
      em: tx,
      type: 'liveMeeting.statusChanged',
      actor,
      company,
      before: { status: before },
      after: { projectId: project.id, statusName: change.statusName, decisionId: change.decisionId ?? null, status: change.status },
    });
    await tx.flush();
    return { live, allResolved: allStepsResolved(live, agenda) };
  });
