import type { EntityManager } from '@mikro-orm/core';
import type { Shareholder } from '../../register/shareholders/shareholder.entity';
import type { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { generalMeetingHeld } from '../general-meetings/meeting-held';
import { LiveMeeting } from '../live-meeting/live-meeting.entity';
import { MeetingParticipation } from '../live-meeting/meeting-participation.entity';
import type { PowerOfAttorneyState } from './power-of-attorney-change';
import type { PowerOfAttorneyRecipient } from './power-of-attorney-recipient';

/**
 * Where a giver stands at the meeting (seed 002, section 2: the give tab's four conditions), read from the meeting
 * itself: present when registered present (in person or by their proxy), attendance finished once the live meeting's
 * registration is closed, the meeting finished when its end has passed or its live meeting was ended. The notice view
 * and the writes of a power both read it here, so the tab offered is the change accepted.
 */
export const powerOfAttorneyStateOf = async (
  em: EntityManager,
  { meeting, giver, given, now }: { meeting: GeneralMeeting; giver: Pick<Shareholder, 'id'>; given: PowerOfAttorneyRecipient | null; now: Date },
): Promise<PowerOfAttorneyState> => {
  const participation = await em.findOne(MeetingParticipation, { project: meeting.project, shareholder: giver.id });
  const live = await em.findOne(LiveMeeting, { project: meeting.project });
  return {
    given,
    isPresent: participation?.isPresent ?? false,
    attendanceFinished: live?.registrationStatus === 'FINISHED',
    meetingFinished: await generalMeetingHeld(em, meeting, now),
  };
};
