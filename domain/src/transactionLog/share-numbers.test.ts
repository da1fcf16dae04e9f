import { describe, expect, it } from 'vitest';
import { countShares, formatShareRuns, lowestRuns, parseShareRuns, subtractRuns } from './share-numbers';

describe('share number runs', () => {
  it('parses the "from-to" list, merges touching runs and counts', () => {
    const runs = parseShareRuns(' 1-100, 201-250,101-150 , 300 ')!;
    expect(formatShareRuns(runs)).toBe('1-150,201-250,300');
    expect(countShares(runs)).toBe(201n);
  });

  it.each(['', '1-', 'a-b', '5-3', '0-2', '1-10,5-20', '1;2'])('refuses %j', (text) => expect(parseShareRuns(text)).toBeNull());

  it('takes numbers out of a holding only when they are held', () => {
    const held = parseShareRuns('1-100')!;
    expect(formatShareRuns(subtractRuns(held, parseShareRuns('10-19,50')!)!)).toBe('1-9,20-49,51-100');
    expect(subtractRuns(held, parseShareRuns('95-105')!)).toBeNull();
  });

  it('picks the lowest numbers for a transfer by count', () => {
    expect(formatShareRuns(lowestRuns(parseShareRuns('5-7,20-30')!, 5n)!)).toBe('5-7,20-21');
    expect(lowestRuns(parseShareRuns('1-3')!, 4n)).toBeNull();
  });

  it('counts beyond 2^53 exactly', () => {
    expect(countShares([{ from: 1n, to: 9_007_199_254_740_993n }])).toBe(9_007_199_254_740_993n);
  });
});
