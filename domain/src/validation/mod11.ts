/** Weighted digit sum modulo 11, the check behind Norwegian identity and organisation numbers. */
export const weightedMod11 = (digits: string, weights: readonly number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11;

/** Luhn check over a digit string (Swedish personal and organisation numbers). */
export const luhnValid = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const product = Number(digits[digits.length - 1 - index]) * (index % 2 === 1 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
};

export const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
