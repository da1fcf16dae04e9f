import { electronicGeneralMeetingForms, type ElectronicParticipation } from './general-meeting-constants';
import type { GeneralMeetingData } from './general-meeting-data';

/**
 * What the notice tells holders of taking part electronically (issue 24), from the meeting as it is rather than the
 * choice alone: a video link given is in the notice; a meeting held in the app is reached by the holder's personal
 * link, which the notice email carries; a meeting held online without its link yet, or a link promised but not
 * given, has it sent later. Only then is the saved choice shown as it is.
 */
export const electronicParticipationOf = ({
  meetingLink,
  meetingForm,
  conductElectronicGeneralMeeting,
}: Pick<GeneralMeetingData, 'meetingLink' | 'meetingForm' | 'conductElectronicGeneralMeeting'>): ElectronicParticipation => {
  if (meetingLink || meetingForm === 'electronicGeneralMeeting') return 'LINK_GIVEN';
  if (conductElectronicGeneralMeeting === 'LINK_GIVEN' || electronicGeneralMeetingForms.includes(meetingForm)) return 'LINK_GIVEN_LATER';
  return conductElectronicGeneralMeeting;
};
