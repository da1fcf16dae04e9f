import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findMeetingDocument } from '../meeting-documents/find-meeting-document';
import { reopenLockedDocument } from '../meeting-documents/reopen-locked-document';
import { GeneralMeeting } from './general-meeting.entity';
import { requireMeetingNotHeld } from './meeting-held';

/**
 * `POST /document/reopen-locked-document/{id}/{orgNo}`: reopens a sent document (`reopenLockedDocument`), except the
 * notice of a general meeting already held: reopening it would unlock the agenda of a meeting that has taken place
 * (`generalMeetings.meetingEnded`). Its minutes may still be reopened and signed again.
 */
export const reopenMeetingDocument = async (options: { em: EntityManager; actor: User; company: Company; documentId: string; now?: Date }) => {
  const document = await findMeetingDocument(options.em, options.company, options.documentId);
  const meeting = document.documentType === 'notice_general_meeting' ? await options.em.findOne(GeneralMeeting, { project: document.project }) : null;
  if (meeting) await requireMeetingNotHeld(options.em, meeting, options.now ?? new Date());
  return reopenLockedDocument(options);
};
