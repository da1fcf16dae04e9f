import { describe, expect, it } from 'vitest';
import { eachSnapshotLine, holdingLinesIn, holdingLinesOfHolders } from './snapshot-lines';

const text = ['h1 A 120 1-100,201-220', 'h1 B 5 1001-1005', 'h2 A 120 101-200,221-240', 'h3 A 1234567890123456789 241-1234567890123456788', 'h4 A 7 '].join('\n');

describe('reading a stored snapshot', () => {
  it('reads every line, with counts past 15 digits exact and an empty numbers column kept', () => {
    expect(holdingLinesIn(text)).toEqual([
      { shareholderId: 'h1', shareClassId: 'A', shares: 120n, shareNumbers: '1-100,201-220' },
      { shareholderId: 'h1', shareClassId: 'B', shares: 5n, shareNumbers: '1001-1005' },
      { shareholderId: 'h2', shareClassId: 'A', shares: 120n, shareNumbers: '101-200,221-240' },
      { shareholderId: 'h3', shareClassId: 'A', shares: 1234567890123456789n, shareNumbers: '241-1234567890123456788' },
      { shareholderId: 'h4', shareClassId: 'A', shares: 7n, shareNumbers: '' },
    ]);
  });

  it('reads the lines of the holders asked for only', () => {
    expect(holdingLinesOfHolders(text, new Set(['h2', 'h4'])).map((line) => [line.shareholderId, line.shares])).toEqual([
      ['h2', 120n],
      ['h4', 7n],
    ]);
  });

  it('stops when the visitor says so, and reads nothing of an empty snapshot', () => {
    const seen: string[] = [];
    eachSnapshotLine(text, (line) => (seen.push(line.shareholderId), seen.length < 2));
    expect(seen).toEqual(['h1', 'h1']);
    eachSnapshotLine('', () => void seen.push('never'));
    expect(seen).toHaveLength(2);
  });
});
