import { describe, expect, it } from 'vitest';
import type { ShareholderParticipationView } from './live-meeting-views';
import { stillToRegister, withVoteCast } from './shareholder-participation';

const ola: ShareholderParticipationView = { shareholderId: 'ola', isPresent: true, meetingChairVote: null, approveAgendaVote: 'for', decisionVotes: [{ decisionId: 'd1', vote: null }] };
const kari: ShareholderParticipationView = { shareholderId: 'kari', isPresent: true, meetingChairVote: null, approveAgendaVote: null, decisionVotes: [{ decisionId: 'd1', vote: null }] };

describe('withVoteCast', () => {
  it('sets the chair vote of the shareholder named and keeps the others and the order', () => {
    const next = withVoteCast([ola, kari], 'kari', { voteType: 'meetChair', decisionId: null, vote: 'against' });
    expect(next).toEqual([ola, { ...kari, meetingChairVote: 'against' }]);
  });

  it('sets a decision vote by the decision id, leaving the chair and agenda votes', () => {
    const [next] = withVoteCast([ola], 'ola', { voteType: 'decision', decisionId: 'd1', vote: 'blank' });
    expect(next).toEqual({ ...ola, decisionVotes: [{ decisionId: 'd1', vote: 'blank' }] });
  });

  it('adds a shareholder not yet in the participation, present, with the vote', () => {
    const next = withVoteCast([ola], 'per', { voteType: 'decision', decisionId: 'd2', vote: 'for' });
    expect(next[1]).toEqual({ shareholderId: 'per', isPresent: true, meetingChairVote: null, approveAgendaVote: null, decisionVotes: [{ decisionId: 'd2', vote: 'for' }] });
  });
});

describe('stillToRegister', () => {
  it('leaves out whoever is registered present, so nothing is offered once all are', () => {
    const absent = { ...kari, isPresent: false };
    expect(stillToRegister([{ shareholderId: 'ola' }, { shareholderId: 'kari' }, { shareholderId: 'per' }], [ola, absent])).toEqual([{ shareholderId: 'kari' }, { shareholderId: 'per' }]);
    expect(stillToRegister([{ shareholderId: 'ola' }], [ola])).toEqual([]);
  });
});
