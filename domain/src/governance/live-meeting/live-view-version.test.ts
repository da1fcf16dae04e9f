import type { LiveMeetingView } from './live-meeting-views';
import { describe, expect, it } from 'vitest';
import { applyLiveVotes, newerLiveView } from './live-view-version';

const view = (version: string) => ({ version }) as LiveMeetingView;

describe('newerLiveView', () => {
  it('takes the first state received', () => expect(newerLiveView(undefined, view('5')).version).toBe('5'));
  it('keeps the newer state when an older message arrives late', () => expect(newerLiveView(view('1732500000000002'), view('1732500000000001')).version).toBe('1732500000000002'));
  it('takes a newer state (versions compared as integers, not strings)', () => expect(newerLiveView(view('999'), view('1000')).version).toBe('1000'));
});

describe('applyLiveVotes', () => {
  const item = (itemId: string, votesFor: string) => ({ itemId, votes: { votesFor } }) as never;
  const base = { version: '10', representation: 'r0', items: [item('a', '0'), item('b', '0')], individualVotes: [] } as unknown as LiveMeetingView;
  const delta = (version: string, votesFor: string) => ({ version, representation: `r${version}`, items: [item('a', votesFor)], individualVotes: [{ id: 'v', shareholderId: 's', itemId: 'a', vote: 'for' }] }) as never;
  it('replaces the items a newer delta names, with their individual votes', () => {
    const next = applyLiveVotes(base, delta('11', '5')) as never as { items: { votes: { votesFor: string } }[]; individualVotes: unknown[]; representation: string };
    expect(next.items.map((entry) => entry.votes.votesFor)).toEqual(['5', '0']);
    expect(next.individualVotes).toHaveLength(1);
    expect(next.representation).toBe('r11');
  });
  it('ignores a delta older than the item it names', () => {
    const newer = applyLiveVotes(base, delta('12', '7'));
    const late = applyLiveVotes(newer, delta('11', '5')) as never as { items: { votes: { votesFor: string } }[] };
    expect(late.items[0]!.votes.votesFor).toBe('7');
  });
});
