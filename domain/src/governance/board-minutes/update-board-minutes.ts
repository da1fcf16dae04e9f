import { LockMode, type EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { meetingEnd } from '../board-meetings/meeting-times';
import { ProjectDocument } from '../projects/project-document.entity';
import { BoardMinutes } from './board-minutes.entity';
import { boardMinutesJson } from './board-minutes-json';
import type { TBoardMinutesUpdate } from './board-minutes.schemas';
import { findBoardMinutes, minutesDataOf } from './find-board-minutes';
import { checkMinutes, type BoardMinutesData } from './minutes-rules';

const minutesData = (input: TBoardMinutesUpdate): BoardMinutesData => ({
  meetingDate: input.meetingDate,
  startTime: input.startTime,
  ...meetingEnd(input.meetingDate, input.startTime, input.endTime),
  boardMeetingForm: input.boardMeetingForm,
  meetingPlace: input.meetingPlace,
  inlineAddress: input.meetingPlace === 'inlineAddress' ? (input.inlineAddress ?? null) : null,
  participants: [...new Set(input.participants)],
  extraParticipants: input.extraParticipants.map(({ id, name }) => ({ id: id ?? randomUUID(), name })),
  meetingChairId: input.meetingChairId,
  signatoryIds: [...new Set(input.signatoryIds)],
  matterOutcomes: input.matterOutcomes,
});

/**
 * `PUT /project/{projectId}/board-minutes`: saves the minutes editor's panels. Refused, writing nothing: minutes
 * sent for review (locked, `projects.documentsLocked` until reopened), a participant or chair outside the board,
 * signatories against the signatory rule, an outcome text of another project's matter (see `checkMinutes`).
 */
export const updateBoardMinutes = ({ em, actor, company, projectId, input, now = new Date() }: { em: EntityManager; actor: User; company: Company; projectId: string; input: TBoardMinutesUpdate; now?: Date }) =>
  em.transactional(async (tx) => {
    const context = await findBoardMinutes(tx, company, projectId, now);
    // Locked row by row with sending for review, so minutes are never saved into a review just sent.
    const document = await tx.findOneOrFail(ProjectDocument, context.document.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (document.lockedAt) throw new DomainError('projects.documentsLocked');
    const problem = checkMinutes(context.roles, context.parts.decisions.map(({ id }) => id), input);
    if (problem) throw new DomainError(problem.code, { field: problem.field });
    const before = context.saved ? minutesDataOf(context.saved) : null;
    const after = minutesData(input);
    const saved = context.saved ?? tx.create(BoardMinutes, { ...after, project: context.project });
    Object.assign(saved, after);
    context.project.updatedAt = now;
    recordAuditEvent({ em: tx, type: 'boardMinutes.updated', actor, company, before, after: { projectId: context.project.id, ...after } });
    return boardMinutesJson(tx, { ...context, saved, minutes: after });
  });
