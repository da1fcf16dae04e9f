import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { Project } from '../projects/project.entity';
import type { BoardMeetingData } from './board-meeting-data';
import type { BoardMeetingView } from './board-meeting-views';
import { defaultMeetingChair, signatoryRule } from './board-roles';
import { meetingPeriod } from './meeting-times';

const fullName = ({ firstName, middleName, lastName }: CompanyRole) => [firstName, middleName, lastName].filter(Boolean).join(' ');

export const boardMeetingJson = (project: Project, data: BoardMeetingData, boardRoles: readonly CompanyRole[], saved: boolean): BoardMeetingView => {
  const chair = defaultMeetingChair(boardRoles);
  return {
    projectId: project.id,
    projectName: project.name,
    saved,
    boardMeetingNumber: data.boardMeetingNumber ?? null,
    meetingDate: data.meetingDate,
    startTime: data.startTime,
    endDate: data.endDate,
    endTime: data.endTime,
    ...meetingPeriod(data.meetingDate, data.startTime, data.endTime),
    boardMeetingForm: data.boardMeetingForm,
    meetingPlace: data.meetingPlace,
    inlineAddress: data.inlineAddress ?? null,
    meetingLinkOption: data.meetingLinkOption ?? null,
    meetingLink: data.meetingLink ?? null,
    noticeDescription: data.noticeDescription,
    documentLanguage: data.documentLanguage,
    meetingDocumentSelection: data.documentSelection,
    meetingOptions: data.meetingOptions,
    ordinary: data.ordinary,
    recipients: boardRoles.map((role) => ({
      companyroleId: role.id,
      role: role.role,
      name: fullName(role),
      email: role.email ?? null,
      selected: data.participants.includes(role.id),
    })),
    extraParticipants: data.extraParticipants,
    meetingChair: chair ? { companyroleId: chair.id, name: fullName(chair) } : null,
    signatories: signatoryRule(boardRoles),
  };
};
