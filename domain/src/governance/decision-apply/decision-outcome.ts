import type { EntityManager } from '@mikro-orm/core';
import { BoardMinutes } from '../board-minutes/board-minutes.entity';
import { loadBoardMatters } from '../board-votes/board-matters';
import { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { liveMeetingContext } from '../live-meeting/live-meeting-context';
import { liveMeetingSnapshot } from '../live-meeting/live-meeting-snapshot';
import { meetingRegisterOf } from '../live-meeting/meeting-register-of';
import type { ProjectDecision } from '../projects/project-decision.entity';

/**
 * Whether the meeting adopted the decision, as its minutes print it: at a general meeting the item's outcome from the
 * votes cast and the register at the meeting date (voting/item-outcome), at a board meeting the matter's outcome from
 * the board's votes with the chair the minutes name (board-votes/matter-outcome). Nothing is stored twice.
 */
export const isDecisionAdopted = async (em: EntityManager, decision: ProjectDecision): Promise<boolean> => {
  const project = decision.project;
  if (await em.count(GeneralMeeting, { project })) {
    const context = await liveMeetingContext(em, project.id);
    const register = await meetingRegisterOf(em, context.company, context.meetingDate);
    const view = await liveMeetingSnapshot({ em, project: context.project, agenda: context.agenda, register, meetingDate: context.meetingDate });
    return view.items.some((item) => item.decisionId === decision.id && item.outcome.outcome === 'ADOPTED');
  }
  const minutes = await em.findOne(BoardMinutes, { project });
  const [matter] = await loadBoardMatters({ em, decisions: [decision], documentType: 'board_meeting', chairRoleId: minutes?.meetingChairId ?? null, reader: null });
  return matter?.result.outcome === 'ADOPTED';
};
