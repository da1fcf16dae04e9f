/** Weighted digit sum modulo 11, the check behind Norwegian identity and organisation numbers. */
export const weightedMod11 = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11;

