import type { BoardMeetingData } from '../board-meetings/board-meeting-data';
import { checkSignatories, defaultMeetingChair, signatoryRule, type BoardRole, type SignatoryProblem } from '../board-meetings/board-roles';
import type { MatterOutcomeText, MinutesExtraParticipant, TBoardMinutesUpdate } from './board-minutes.schemas';

/** What the minutes say, saved or not yet (the entity's fields). */
export type BoardMinutesData = {
  meetingDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  boardMeetingForm: BoardMeetingData['boardMeetingForm'];
  meetingPlace: BoardMeetingData['meetingPlace'];
  inlineAddress: string | null;
  participants: string[];
  extraParticipants: MinutesExtraParticipant[];
  meetingChairId: string | null;
  signatoryIds: string[];
  matterOutcomes: MatterOutcomeText[];
};

/**
 * Minutes not written yet: the meeting as the notice planned it, the invited as present, the chairperson (else the
 * deputy) in the chair, the default signatories (all below 5 board members, else two with the chair first) and no
 * outcome texts (the minutes then state each outcome from the votes alone).
 */
export const defaultMinutes = (meeting: BoardMeetingData, roles: readonly BoardRole[]): BoardMinutesData => ({
  meetingDate: meeting.meetingDate,
  startTime: meeting.startTime,
  endDate: meeting.endDate,
  endTime: meeting.endTime,
  boardMeetingForm: meeting.boardMeetingForm,
  meetingPlace: meeting.meetingPlace,
  inlineAddress: meeting.inlineAddress ?? null,
  participants: meeting.participants.filter((id) => roles.some((role) => role.id === id)),
  extraParticipants: meeting.extraParticipants.map(({ id, name }) => ({ id, name })),
  meetingChairId: defaultMeetingChair(roles)?.id ?? null,
  signatoryIds: signatoryRule(roles).signatoryIds,
  matterOutcomes: [],
});

export type MinutesProblem = { code: 'boardMeetings.unknownParticipant' | 'boardMinutes.chairNotOnBoard' | 'decisions.notFound' | SignatoryProblem; field: string };

/**
 * Checks the minutes editor's input against the company's board and the project's matters: participants and the
 * chair are board roles, the signatories follow the signatory rule (fewer than 5 board members: all must sign,
 * `all-must-sign-when-less-than-5`; else at least two board members), outcome texts name matters of the project.
 */
export const checkMinutes = (roles: readonly BoardRole[], decisionIds: readonly string[], input: Pick<TBoardMinutesUpdate, 'participants' | 'meetingChairId' | 'signatoryIds' | 'matterOutcomes'>): MinutesProblem | null => {
  const onBoard = (id: string) => roles.some((role) => role.id === id);
  const unknown = input.participants.findIndex((id) => !onBoard(id));
  if (unknown >= 0) return { code: 'boardMeetings.unknownParticipant', field: `participants.${unknown}` };
  if (input.meetingChairId !== null && !onBoard(input.meetingChairId)) return { code: 'boardMinutes.chairNotOnBoard', field: 'meetingChairId' };
  const signatories = checkSignatories(roles, input.signatoryIds);
  if (signatories) return { code: signatories, field: 'signatoryIds' };
  const stranger = input.matterOutcomes.findIndex(({ decisionId }) => !decisionIds.includes(decisionId));
  if (stranger >= 0) return { code: 'decisions.notFound', field: `matterOutcomes.${stranger}.decisionId` };
  return null;
};

/** A matter's outcome text in `language`, if written (blank counts as not written). */
export const outcomeTextIn = (outcomes: readonly MatterOutcomeText[], decisionId: string, language: string): string | null =>
  outcomes.find((outcome) => outcome.decisionId === decisionId)?.texts.find((text) => text.language === language && text.text.trim())?.text ?? null;
