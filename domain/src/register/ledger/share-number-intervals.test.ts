import { describe, expect, it } from 'vitest';
import {
  consecutiveIntervals,
  containsIntervals,
  countShares,
  formatShareNumbers,
  intersectIntervals,
  normalizeIntervals,
  parseShareNumbers,
  parseStoredShareNumbers,
  subtractIntervals,
  takeLowest,
} from './share-number-intervals';

const parse = parseShareNumbers;

describe('share number intervals', () => {
  it('reads back what the read model stores', () => {
    for (const text of ['', '7', '1-100', '1-100,201-250,7000', '9007199254740993-9007199254740999'])
      expect(formatShareNumbers(parseStoredShareNumbers(text), ',')).toBe(text);
    expect(parseStoredShareNumbers('1-100,7000')).toEqual(parse('1-100, 7000'));
  });

  it('parses the seed format, single numbers and whitespace, and counts', () => {
    const intervals = parse(' 1-100, 201-250,7000 ');
    expect(intervals).toEqual([
      { from: 1n, to: 100n },
      { from: 201n, to: 250n },
      { from: 7000n, to: 7000n },
    ]);
    expect(countShares(intervals)).toBe(151n);
    expect(formatShareNumbers(intervals)).toBe('1-100, 201-250, 7000');
  });

  it('reads space-grouped numbers and dashes with spaces', () => {
    expect(formatShareNumbers(parse('1 000 - 2 000,\u00a02 001'))).toBe('1000-2001');
  });

  it('sorts and merges touching intervals', () => {
    expect(formatShareNumbers(parse('11-20, 1-10, 30'))).toBe('1-20, 30');
  });

  it('reads blank text as no intervals', () => expect(parse('  ')).toEqual([]));

  it.each(['1-', 'a', '5-3', '0-2', '1-10, 5-20', '3, 3', '1;2', '1,,2', '-5', '1-2-3'])('refuses %j as shareNumbers.invalid', (text) =>
    expect(() => parse(text)).toThrow(expect.objectContaining({ code: 'shareNumbers.invalid' })),
  );

  it('refuses overlapping intervals when normalizing', () =>
    expect(() => normalizeIntervals([{ from: 1n, to: 5n }, { from: 5n, to: 6n }])).toThrow('shareNumbers.invalid'));

  it('subtracts a set: 1-100 minus 10-19, 50 and 95-120 leaves 1-9, 20-49, 51-94', () =>
    expect(formatShareNumbers(subtractIntervals(parse('1-100'), parse('10-19, 50, 95-120')))).toBe('1-9, 20-49, 51-94'));

  it('subtracts across several held intervals', () =>
    expect(formatShareNumbers(subtractIntervals(parse('1-10, 20-30, 40-50'), parse('5-25, 45')))).toBe('1-4, 26-30, 40-44, 46-50'));

  it('intersects: 1-10, 20-30 and 5-25 share 5-10, 20-25', () =>
    expect(formatShareNumbers(intersectIntervals(parse('1-10, 20-30'), parse('5-25')))).toBe('5-10, 20-25'));

  it('tells whether one set contains another', () => {
    expect(containsIntervals(parse('1-10, 20-30'), parse('2-3, 25'))).toBe(true);
    expect(containsIntervals(parse('1-10, 20-30'), parse('9-20'))).toBe(false);
  });

  it('takes the lowest numbers: 5 of 5-7, 20-30 are 5-7, 20-21', () => {
    expect(formatShareNumbers(takeLowest(parse('5-7, 20-30'), 5n))).toBe('5-7, 20-21');
    expect(() => takeLowest(parse('5-7'), 4n)).toThrow('insufficientShares');
  });

  it('numbers blocks consecutively: 3 and 2 shares after 10 are 11-13 and 14-15', () =>
    expect(consecutiveIntervals([3n, 2n], 10n)).toEqual([
      { from: 11n, to: 13n },
      { from: 14n, to: 15n },
    ]));

  it('counts beyond 2^53 exactly', () => expect(countShares([{ from: 1n, to: 9_007_199_254_740_993n }])).toBe(9_007_199_254_740_993n));

  it('formats for display, and with a bare comma for the read model', () => {
    expect(formatShareNumbers(parse('1-500, 901-1000'))).toBe('1-500, 901-1000');
    expect(formatShareNumbers(parse('1-500, 901-1000'), ',')).toBe('1-500,901-1000');
  });
});
