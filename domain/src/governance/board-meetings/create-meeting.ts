import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { writeNewProject } from '../projects/create-project';
import { writeProjectCopy } from '../projects/duplicate-project';
import { BoardMeeting } from './board-meeting.entity';
import { defaultBoardMeetingData, findBoardRoles, nextBoardMeetingNumber } from './board-meeting-data';
import type { TNewMeeting } from './board-meeting.schemas';
import { meetingEnd } from './meeting-times';
import { boardMeetingDocuments } from './meeting-options';

/**
 * `POST /projects/new-meeting`: a project for a board meeting with its notice and minutes (or minutes only), and
 * the meeting's details from the form; the notice goes to the board's members. With `duplicateProjectId` the
 * decisions of that project are copied into it. One transaction, audited.
 */
export const createMeeting = ({ em, actor, company, input, now = new Date() }: { em: EntityManager; actor: User; company: Company; input: TNewMeeting; now?: Date }) =>
  em.transactional(async (tx) => {
    const documents = boardMeetingDocuments(input.meetingDocumentSelection);
    const project = input.duplicateProjectId
      ? await writeProjectCopy(tx, { actor, company, sourceId: input.duplicateProjectId, projectName: input.projectName, documents })
      : writeNewProject(tx, { actor, company, project: { projectName: input.projectName, decisions: [], documents } });
    const roles = await findBoardRoles(tx, company);
    const meeting = tx.create(BoardMeeting, {
      ...defaultBoardMeetingData(now, roles),
      project,
      boardMeetingNumber: await nextBoardMeetingNumber(tx, company, input.meetingDate),
      meetingDate: input.meetingDate,
      startTime: input.startTime,
      ...meetingEnd(input.meetingDate, input.startTime, input.endTime),
      boardMeetingForm: input.meetingForm,
      documentLanguage: input.meetingDocumentLanguage,
      documentSelection: input.meetingDocumentSelection,
      meetingOptions: input.meetingOptions,
      ordinary: input.ordinaryGeneralMeeting,
    });
    recordAuditEvent({ em: tx, type: 'boardMeeting.created', actor, company, after: { projectId: project.id, ...input, boardMeetingNumber: meeting.boardMeetingNumber ?? null } });
    return project;
  });
