import type { AgendaItem } from '@andel/domain/shared';

/** An agenda item's label by its live item id: the fixed chair and agenda items, else the decision's first title. */
export const agendaItemLabel = (t: (key: string) => string, agenda: AgendaItem[], itemId: string) => {
  if (itemId === 'meetingChair' || itemId === 'approveAgenda') return t(`generalMeetings.agenda.${itemId}`);
  const entry = agenda.find((candidate) => candidate.item === 'decision' && candidate.decisionId === itemId);
  return entry?.item === 'decision' ? (entry.localizedTitles[0]?.title ?? itemId) : itemId;
};
