import { describe, expect, it } from 'vitest';
import { add, compare, greaterThan, multiply, quarter, ratio, ratioOfDecimals, toPercent } from './ratio';

describe('ratio', () => {
  it('keeps products and sums exact where floats would not', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(add(ratio(1n, 10n), ratio(2n, 10n))).toEqual(ratio(3n, 10n));
    expect(multiply(ratio(3n, 5n), ratio(5n, 12n))).toEqual(quarter);
  });

  it('decides "more than 25 %" exactly at the border', () => {
    expect(greaterThan(ratio(250n, 1000n), quarter)).toBe(false);
    expect(greaterThan(ratio(250_001n, 1_000_000n), quarter)).toBe(true);
    expect(compare(ratio(1n, 3n), ratio(2n, 6n))).toBe(0);
  });

  it('reads votes as decimals and rounds per cent half up', () => {
    expect(ratioOfDecimals('1.50000', '6.00000')).toEqual(quarter);
    expect(toPercent(ratio(1n, 3n))).toBe('33.33');
    expect(toPercent(ratio(2n, 3n))).toBe('66.67');
    expect(toPercent(ratio(1n, 8n))).toBe('12.50');
    expect(toPercent(ratio(0n, 0n))).toBe('0.00');
  });
});
