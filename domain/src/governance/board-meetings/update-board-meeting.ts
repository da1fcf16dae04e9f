import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { requireMeetingDetailsUnlocked } from '../projects/project-lock';
import { loadOneProjectParts } from '../projects/project-parts';
import { BoardMeeting } from './board-meeting.entity';
import { defaultBoardMeetingData, findBoardRoles, type BoardMeetingData } from './board-meeting-data';
import { boardMeetingJson } from './board-meeting-json';
import type { TBoardMeetingUpdate } from './board-meeting.schemas';
import { findBoardMeetingProject } from './find-board-meeting';
import { formsWithLink } from './meeting-constants';
import { meetingEnd } from './meeting-times';

/**
 * What is kept of the editor's input: an address only for an address written out, a link only for a meeting held
 * over one and given now, each extra participant with an id.
 */
const noticeData = (input: TBoardMeetingUpdate): Partial<BoardMeetingData> => {
  const overLink = formsWithLink.includes(input.boardMeetingForm);
  const meetingLinkOption = overLink ? (input.meetingLinkOption ?? null) : null;
  return {
    boardMeetingNumber: input.boardMeetingNumber,
    meetingDate: input.meetingDate,
    startTime: input.startTime,
    ...meetingEnd(input.meetingDate, input.startTime, input.endTime),
    boardMeetingForm: input.boardMeetingForm,
    meetingPlace: input.meetingPlace,
    inlineAddress: input.meetingPlace === 'inlineAddress' ? (input.inlineAddress ?? null) : null,
    meetingLinkOption,
    meetingLink: meetingLinkOption === 'linkGiven' ? (input.meetingLink ?? null) : null,
    noticeDescription: input.noticeDescription,
    participants: [...new Set(input.participants)],
    extraParticipants: input.extraParticipants.map(({ id, name, email }) => ({ id: id ?? randomUUID(), name, email })),
    documentLanguage: input.documentLanguage,
  };
};

/**
 * `PUT /project/{projectId}/board-meeting`: the notice editor's meeting details and recipients. Recipients among
 * the company roles must be on the company's board (`boardMeetings.unknownParticipant`); a sent notice's meeting may change (its recipients are told), another sent document (the minutes) locks it until reopened.
 */
export const updateBoardMeeting = ({ em, actor, company, id, input, now = new Date() }: { em: EntityManager; actor: User; company: Company; id: string; input: TBoardMeetingUpdate; now?: Date }) =>
  em.transactional(async (tx) => {
    const { project, meeting: saved } = await findBoardMeetingProject(tx, company, id);
    requireMeetingDetailsUnlocked((await loadOneProjectParts(tx, project)).documents);
    const roles = await findBoardRoles(tx, company);
    const unknown = input.participants.findIndex((participant) => !roles.some((role) => role.id === participant));
    if (unknown >= 0) throw new DomainError('boardMeetings.unknownParticipant', { field: `participants.${unknown}` });
    const meeting = saved ?? tx.create(BoardMeeting, { ...defaultBoardMeetingData(now, roles), project });
    const before = saved ? { ...noticeDataOf(saved) } : null;
    Object.assign(meeting, noticeData(input));
    project.updatedAt = new Date();
    recordAuditEvent({ em: tx, type: 'boardMeeting.updated', actor, company, before, after: { projectId: project.id, ...noticeDataOf(meeting) } });
    return boardMeetingJson(project, meeting, roles, true);
  });

const noticeDataOf = (meeting: BoardMeeting) => ({
  boardMeetingNumber: meeting.boardMeetingNumber,
  meetingDate: meeting.meetingDate,
  startTime: meeting.startTime,
  endDate: meeting.endDate,
  endTime: meeting.endTime,
  boardMeetingForm: meeting.boardMeetingForm,
  meetingPlace: meeting.meetingPlace,
  inlineAddress: meeting.inlineAddress,
  meetingLinkOption: meeting.meetingLinkOption,
  meetingLink: meeting.meetingLink,
  noticeDescription: meeting.noticeDescription,
  participants: meeting.participants,
  extraParticipants: meeting.extraParticipants,
  documentLanguage: meeting.documentLanguage,
});
