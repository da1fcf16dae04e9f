import { z } from 'zod';
import { boardVoteValues } from '../board-votes/board-vote-constants';
import { voteTypes } from '../voting/voting-constants';
import { statusNames, stepStatuses, liveMeetingStatuses } from './live-meeting-constants';

/** Most entries one call names (a proxy for many shareholders, an admin's batch). */
const listMax = 5_000;

export const ZLiveStatusUpdateSchema = z.object({
  statusName: z.enum(statusNames),
  status: z.enum([...liveMeetingStatuses, ...stepStatuses]),
  decisionId: z.uuid().nullish(),
});
export type TLiveStatusUpdate = z.infer<typeof ZLiveStatusUpdateSchema>;

export const ZLiveSettingsSchema = z.object({ autoOpenSelfRegistration: z.boolean(), autoOpenVoting: z.boolean(), publishMinutesPostMeeting: z.boolean().optional() });

const ZVoteFields = { voteId: z.uuid(), voteType: z.enum(voteTypes), vote: z.enum(boardVoteValues), decisionId: z.uuid().nullish() };

/** `POST /general-meeting/{projectId}/admin-vote {shareholderId, voteType, vote, voteId, decisionId}`. */
export const ZAdminVoteSchema = z.object({ shareholderId: z.uuid(), ...ZVoteFields });
export type TAdminVote = z.infer<typeof ZAdminVoteSchema>;

/** `POST /project/{projectId}/generalMeetingParticipation {createParticipation[], updateParticipation[]}`. */
const ZParticipationEntry = z.object({ shareholderId: z.uuid(), isPresent: z.boolean() });
export const ZGeneralMeetingParticipationSchema = z.object({
  createParticipation: z.array(ZParticipationEntry).max(listMax).default([]),
  updateParticipation: z.array(ZParticipationEntry).max(listMax).default([]),
});

/**
 * The participant's identifiers: their notice's, or the power-of-attorney recipient's, personal link token (seed 002,
 * section 7), which is the link's random token, not a uuid; each entry's `noticeId` is a notice's id.
 */
const ZLinkToken = z.string().min(1).max(256);
const ZParticipantFields = { noticeId: ZLinkToken.optional(), powerOfAttorneyRecipientId: ZLinkToken.optional() };

export const ZRegisterAttendanceSchema = z.object({
  ...ZParticipantFields,
  participationList: z.array(z.object({ noticeId: z.uuid(), isPresent: z.boolean(), isCreatePowerOfAttorneyForAdditionalNotice: z.boolean().optional() })).min(1).max(listMax),
});
export const ZResetAttendanceSchema = z.object({ ...ZParticipantFields, noticeIdList: z.array(z.uuid()).min(1).max(listMax) });
export const ZVoteSchema = z.object({ ...ZParticipantFields, voteList: z.array(z.object({ noticeId: z.uuid(), ...ZVoteFields })).min(1).max(listMax) });
export const ZResetVoteSchema = z.object({
  ...ZParticipantFields,
  resetVoteList: z.array(z.object({ noticeId: z.uuid(), voteType: z.enum(voteTypes), voteId: z.uuid().optional(), decisionId: z.uuid().nullish() })).min(1).max(listMax),
});
