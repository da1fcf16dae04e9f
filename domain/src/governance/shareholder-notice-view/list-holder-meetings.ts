import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { meetingPeriod } from '../board-meetings/meeting-times';
import type { GeneralMeetingForm } from '../general-meetings/general-meeting-constants';
import { generalMeetingHeld } from '../general-meetings/meeting-held';
import { activeNoticeSending } from '../general-meetings/notice-access';
import { NoticeForShareholder } from '../general-meetings/notice-for-shareholder.entity';
import { LiveMeeting } from '../live-meeting/live-meeting.entity';

/** A general meeting a holder was called to, as the shareholder portal lists it. */
export type HolderMeeting = {
  projectId: string;
  noticeForShareholderId: string;
  title: string;
  meetingStartDate: string;
  meetingEndDate: string;
  meetingForm: GeneralMeetingForm;
  isHeld: boolean;
  minutesPublished: boolean;
};

/**
 * `GET /shareholder-view/{orgNo}/{shareholderId}/meetings` (issue 24): the company's general meetings whose notice is
 * out to the holder, newest first, each opened at `/notice-general-meeting/{noticeForShareholderId}` signed in (notice,
 * power of attorney, attendance and votes, minutes once published).
 */
export const listHolderMeetings = async ({ em, company, shareholderId, now = new Date() }: { em: EntityManager; company: Company; shareholderId: string; now?: Date }): Promise<HolderMeeting[]> => {
  const notices = await em.find(NoticeForShareholder, { shareholder: shareholderId, generalMeeting: { project: { company } } }, { populate: ['generalMeeting.project'] });
  const meetings: HolderMeeting[] = [];
  for (const notice of notices) {
    const meeting = notice.generalMeeting;
    if (!(await activeNoticeSending(em, meeting.project))) continue;
    const live = await em.findOne(LiveMeeting, { project: meeting.project });
    meetings.push({
      projectId: meeting.project.id,
      noticeForShareholderId: notice.id,
      title: meeting.project.name,
      ...meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime),
      meetingForm: meeting.meetingForm,
      isHeld: await generalMeetingHeld(em, meeting, now),
      minutesPublished: Boolean(live?.minutesPublishedAt),
    });
  }
  return meetings.sort((a, b) => b.meetingStartDate.localeCompare(a.meetingStartDate));
};
