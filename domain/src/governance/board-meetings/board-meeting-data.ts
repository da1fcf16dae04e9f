import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { BoardMeeting } from './board-meeting.entity';
import { boardRecipients, defaultParticipants } from './board-roles';
import { meetingEnd, newMeetingDefaults } from './meeting-times';

/** A board meeting's fields, saved or not yet. */
export type BoardMeetingData = Pick<
  BoardMeeting,
  | 'boardMeetingNumber'
  | 'meetingDate'
  | 'startTime'
  | 'endDate'
  | 'endTime'
  | 'boardMeetingForm'
  | 'meetingPlace'
  | 'inlineAddress'
  | 'meetingLinkOption'
  | 'meetingLink'
  | 'noticeDescription'
  | 'participants'
  | 'extraParticipants'
  | 'documentLanguage'
  | 'documentSelection'
  | 'meetingOptions'
  | 'ordinary'
>;

/** The company's board roles in the seed's order (chairperson, deputy chairperson, member, deputy member). */
export const findBoardRoles = async (em: EntityManager, company: Company): Promise<CompanyRole[]> => boardRecipients(await listCompanyRoles(em, company));

/**
 * The number a company's next board meeting gets: one more than the highest of its board meetings in the same
 * year (the seed shows the field, not its rule; docs/decisions/governance/board-meetings.md).
 */
export const nextBoardMeetingNumber = async (em: EntityManager, company: Company, meetingDate: string): Promise<number> => {
  const year = meetingDate.slice(0, 4);
  const [row] = await em
    .getConnection()
    .execute<{ highest: number | null }[]>(
      `select max(b.board_meeting_number) as highest from board_meeting b join project p on p.id = b.project_id where p.company_id = ? and b.meeting_date like ?`,
      [company.id, `${year}-%`],
    );
  return (row?.highest ?? 0) + 1;
};

/** What a board meeting starts as: the new meeting form's defaults, the notice to the board's members. */
export const defaultBoardMeetingData = (now: Date, roles: readonly CompanyRole[]): BoardMeetingData => {
  const defaults = newMeetingDefaults(now);
  return {
    boardMeetingNumber: null,
    meetingDate: defaults.meetingDate,
    startTime: defaults.startTime,
    ...meetingEnd(defaults.meetingDate, defaults.startTime, defaults.endTime),
    boardMeetingForm: defaults.meetingForm,
    meetingPlace: 'companysOffice',
    inlineAddress: null,
    meetingLinkOption: null,
    meetingLink: null,
    noticeDescription: '',
    participants: defaultParticipants(roles),
    extraParticipants: [],
    documentLanguage: defaults.meetingDocumentLanguage,
    documentSelection: defaults.meetingDocumentSelection,
    meetingOptions: defaults.meetingOptions,
    ordinary: true,
  };
};
