import { describe, expect, it } from 'vitest';
import { checkAgainstLastYear, checkAgainstPublicRegister } from './statement-checks';

const holding = (shareholderId: string, shares: string, identification = '1980-05-01', shareTypeId = 'A') => ({ shareholderId, name: null, identification, shareTypeId, shares });

describe('checkAgainstLastYear', () => {
  it('matches when 1 January is last year’s 31 December, and counts the lines that differ', () => {
    expect(checkAgainstLastYear([holding('a', '10'), holding('b', '5')], [holding('b', '5'), holding('a', '10')])).toEqual({ check: 'lastYear', outcome: 'match', differences: 0 });
    // a changed, c only last year, d only now: three lines.
    expect(checkAgainstLastYear([holding('a', '11'), holding('d', '1')], [holding('a', '10'), holding('c', '1')])).toMatchObject({ outcome: 'mismatch', differences: 3 });
    expect(checkAgainstLastYear([holding('a', '1')], null).outcome).toBe('unavailable');
  });
});

describe('checkAgainstPublicRegister', () => {
  it('compares lines by birth year or organisation number and shares', () => {
    const closing = [holding('a', '300', '1979-02-03'), holding('b', '700', '928471632')];
    expect(checkAgainstPublicRegister(closing, [{ identification: '928471632', shares: 700n }, { identification: '1979', shares: 300n }]).outcome).toBe('match');
    expect(checkAgainstPublicRegister(closing, [{ identification: '928471632', shares: 600n }, { identification: '1979', shares: 300n }])).toMatchObject({ outcome: 'mismatch', differences: 2 });
    expect(checkAgainstPublicRegister(closing, []).outcome).toBe('unavailable');
  });
});
