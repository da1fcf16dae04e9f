/**
 * An exact non-negative fraction of two integers (never a float): ownership shares and votes are such fractions,
 * and their products along a chain and sums over chains stay exact, so "more than 25 %" is decided exactly.
 */
export type Ratio = { readonly num: bigint; readonly den: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
};

/** `num / den` in lowest terms; a zero denominator (a company without shares) gives 0. */
export const ratio = (num: bigint, den: bigint): Ratio => {
  if (den === 0n || num === 0n) return zero;
  const d = gcd(num, den);
  return { num: num / d, den: den / d };
};

export const zero: Ratio = { num: 0n, den: 1n };
export const one: Ratio = { num: 1n, den: 1n };
export const quarter: Ratio = { num: 1n, den: 4n };
export const half: Ratio = { num: 1n, den: 2n };

/** A plain decimal string ("123.45000", as PostgreSQL's numeric comes back) as an exact fraction. */
const ratioOfDecimal = (text: string): Ratio => {
  const [whole, decimals = ''] = text.split('.');
  return { num: BigInt(`${whole}${decimals}`), den: 10n ** BigInt(decimals.length) };
};

/** `a / b` for two plain decimal strings (votes and total votes). */
export const ratioOfDecimals = (a: string, b: string): Ratio => {
  const [x, y] = [ratioOfDecimal(a), ratioOfDecimal(b)];
  return ratio(x.num * y.den, x.den * y.num);
};

export const multiply = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const compare = (a: Ratio, b: Ratio): number => {
  const diff = a.num * b.den - b.num * a.den;
  return diff > 0n ? 1 : diff < 0n ? -1 : 0;
};
export const greaterThan = (a: Ratio, b: Ratio) => compare(a, b) > 0;
export const min = (a: Ratio, b: Ratio) => (compare(a, b) <= 0 ? a : b);

/** The ratio in per cent with `decimals` decimals, rounded half up (explicitly): 1/3 -> "33.33". */
export const toPercent = (value: Ratio, decimals = 2): string => {
  const scale = 10n ** BigInt(decimals);
  const scaled = value.num * 100n * scale;
  const rounded = (scaled * 2n + value.den) / (2n * value.den);
  const whole = rounded / scale;
  const fraction = (rounded % scale).toString().padStart(decimals, '0');
  return decimals ? `${whole}.${fraction}` : `${whole}`;
};
