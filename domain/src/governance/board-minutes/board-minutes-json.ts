import type { EntityManager } from '@mikro-orm/core';
import { boardMembers, signatoryRule } from '../board-meetings/board-roles';
import { loadBoardMatters } from '../board-votes/board-matters';
import type { BoardMinutesView } from './board-minutes-views';
import { reviewCandidates } from './review-candidates';
import type { MinutesContext } from './find-board-minutes';

const fullName = ({ firstName, middleName, lastName }: { firstName: string; middleName?: string | null; lastName: string }) => [firstName, middleName, lastName].filter(Boolean).join(' ');

/** The minutes editor's view of `context`: each matter's outcome counted from the board's votes with the minutes' chair. */
export const boardMinutesJson = async (em: EntityManager, context: MinutesContext): Promise<BoardMinutesView> => {
  const { project, document, meeting, roles, minutes, companyRoles } = context;
  const members = new Set(boardMembers(roles).map(({ id }) => id));
  const matters = await loadBoardMatters({ em, decisions: context.parts.decisions, documentType: 'board_meeting', chairRoleId: minutes.meetingChairId, reader: null });
  return {
    projectId: project.id,
    documentId: document.id,
    saved: context.saved !== null,
    isLocked: Boolean(document.lockedAt),
    documentLanguage: meeting.documentLanguage,
    meetingDate: minutes.meetingDate,
    startTime: minutes.startTime,
    endDate: minutes.endDate,
    endTime: minutes.endTime,
    boardMeetingForm: minutes.boardMeetingForm,
    meetingPlace: minutes.meetingPlace,
    inlineAddress: minutes.inlineAddress,
    board: roles.map((role) => ({ companyroleId: role.id, role: role.role, name: fullName(role), isBoardMember: members.has(role.id) })),
    participants: minutes.participants,
    extraParticipants: minutes.extraParticipants,
    meetingChairId: minutes.meetingChairId,
    signatories: { canChoose: signatoryRule(roles).canChoose, signatoryIds: minutes.signatoryIds },
    matters: matters.map(({ decision, matterType, result }) => ({
      decision,
      matterType,
      result,
      outcomeTexts: minutes.matterOutcomes.find((outcome) => outcome.decisionId === decision.decisionId)?.texts ?? [],
    })),
    reviewCandidates: reviewCandidates(companyRoles).map((role) => ({ companyroleId: role.id, role: role.role, name: fullName(role), email: role.email ?? null })),
  };
};
