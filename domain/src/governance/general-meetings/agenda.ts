import type { TLocalizedTitle } from '../decisions/decision.schemas';
import type { DecisionType } from '../decisions/decision-catalogue';
import { matterTypeIn, type FreetextMatterState } from '../decisions/matter-types';
import type { FixedAgendaItem } from './general-meeting-constants';

export type AgendaDecision = FreetextMatterState & { id: string; decisionType: DecisionType; localizedTitles: TLocalizedTitle[] };

/** One item of a general meeting's agenda: a fixed one, or a decision (voted on unless an information matter). */
export type AgendaItem =
  | { item: FixedAgendaItem }
  | { item: 'decision'; decisionId: string; decisionType: DecisionType; localizedTitles: TLocalizedTitle[]; votedOn: boolean };

/**
 * The agenda in the seed's order (section 2): attendance, meetingChair, approveAgenda, then each decision written into
 * the general meeting's notice (one excluded from it is left out), an information matter shown but not voted on.
 */
export const generalMeetingAgenda = (decisions: readonly AgendaDecision[]): AgendaItem[] => [
  { item: 'attendance' },
  { item: 'meetingChair' },
  { item: 'approveAgenda' },
  ...decisions
    .map((decision) => ({ decision, matterType: matterTypeIn(decision, 'notice_general_meeting') }))
    .filter(({ matterType }) => matterType !== 'EXCLUDED')
    .map(({ decision, matterType }) => ({
      item: 'decision' as const,
      decisionId: decision.id,
      decisionType: decision.decisionType,
      localizedTitles: decision.localizedTitles,
      votedOn: matterType === 'DECISION_MATTER',
    })),
];

/** The ids voting instructions and votes may name: meetingChair, approveAgenda and each decision voted on. */
export const votedAgendaItemIds = (agenda: readonly AgendaItem[]): string[] =>
  agenda.flatMap((entry) => (entry.item === 'meetingChair' || entry.item === 'approveAgenda' ? [entry.item] : entry.item === 'decision' && entry.votedOn ? [entry.decisionId] : []));
