import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { matterTypeIn } from '../decisions/matter-types';
import type { AgendaItemRule } from '../general-meetings/general-meeting.entity';
import { loadOneProjectParts } from '../projects/project-parts';
import type { Project } from '../projects/project.entity';
import { defaultMajorityOf } from '../decisions/decision-majority';
import { itemRuleOf, type ItemRule } from '../voting/item-rule';
import { approveAgendaItemId, meetingChairItemId, type StepStatus } from './live-meeting-constants';
import type { LiveMeeting } from './live-meeting.entity';

/** A general meeting's agenda as voted (seed 002, section 2: attendance, meetingChair, approveAgenda, then each matter for voting). */
export type MeetingAgenda = { itemIds: string[]; decisionIds: string[]; ruleOf: (itemId: string) => ItemRule };

/** The agenda of a project's general meeting: its decision matters in order, each with its rule (by default its decision type's majority). */
export const meetingAgenda = async (em: EntityManager, project: Project, rules: Readonly<Record<string, Partial<AgendaItemRule>>> = {}): Promise<MeetingAgenda> => {
  const { decisions } = await loadOneProjectParts(em, project);
  const voted = decisions.filter((decision) => matterTypeIn(decision, 'general_meeting') === 'DECISION_MATTER');
  const defaults = new Map(voted.map((decision) => [decision.id, defaultMajorityOf(decision.decisionType)]));
  const decisionIds = voted.map(({ id }) => id);
  return { itemIds: [meetingChairItemId, approveAgendaItemId, ...decisionIds], decisionIds, ruleOf: (itemId) => itemRuleOf(defaults.get(itemId) ?? 'SIMPLE_MAJORITY', rules[itemId]) };
};

/** The agenda item's id, or `liveMeeting.unknownItem` (another meeting's decision, or none). */
export const requireAgendaItem = (agenda: MeetingAgenda, itemId: string | null): string => {
  if (itemId === null || !agenda.itemIds.includes(itemId)) throw new DomainError('liveMeeting.unknownItem', { itemId: itemId ?? '' });
  return itemId;
};

/** The status of the step that votes on an item. */
export const stepStatusOf = (live: Pick<LiveMeeting, 'meetingChairStatus' | 'approveAgendaStatus' | 'decisionStatuses'>, itemId: string): StepStatus | null =>
  itemId === meetingChairItemId ? (live.meetingChairStatus ?? null) : itemId === approveAgendaItemId ? (live.approveAgendaStatus ?? null) : (live.decisionStatuses[itemId] ?? null);

/** Ending shows whether everything is resolved: registration, chair, agenda and every decision FINISHED (seed 002, section 4). */
export const allStepsResolved = (live: Pick<LiveMeeting, 'registrationStatus' | 'meetingChairStatus' | 'approveAgendaStatus' | 'decisionStatuses'>, agenda: MeetingAgenda): boolean =>
  live.registrationStatus === 'FINISHED' && agenda.itemIds.every((itemId) => stepStatusOf(live, itemId) === 'FINISHED');
