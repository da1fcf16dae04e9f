import { describe, expect, it } from 'vitest';
import { generalMeetingAgenda, votedAgendaItemIds, type AgendaDecision } from './agenda';

const decision = (id: string, state: Partial<AgendaDecision> = {}): AgendaDecision => ({
  id,
  decisionType: 'freetext',
  localizedTitles: [{ language: 'no', title: id }],
  requiresGeneralMeeting: true,
  freetextTypeForAllDocuments: 'DECISION_MATTER',
  customizedFreetextTypePerDocument: [],
  ...state,
});

describe('generalMeetingAgenda', () => {
  it('puts attendance, meetingChair and approveAgenda first, then the decisions in order', () => {
    const agenda = generalMeetingAgenda([decision('a'), decision('b')]);
    expect(agenda.map((entry) => (entry.item === 'decision' ? entry.decisionId : entry.item))).toEqual(['attendance', 'meetingChair', 'approveAgenda', 'a', 'b']);
  });

  it('leaves out a matter excluded from the notice and votes on no information matter', () => {
    const agenda = generalMeetingAgenda([
      decision('info', { freetextTypeForAllDocuments: 'INFORMATION_MATTER' }),
      decision('excluded', { freetextTypeForAllDocuments: 'CUSTOMIZED', customizedFreetextTypePerDocument: [{ documentType: 'notice_general_meeting', customizedFreetextType: 'EXCLUDED' }] }),
      decision('voted'),
    ]);
    expect(agenda).toHaveLength(5);
    expect(votedAgendaItemIds(agenda)).toEqual(['meetingChair', 'approveAgenda', 'voted']);
  });
});
