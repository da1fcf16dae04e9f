/** True when the day exists in the Gregorian calendar (so 29 February only in leap years). */
export const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years 0-99 as they are
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A calendar date written YYYY-MM-DD (seed section 9: dates are always written so). */
export const isLocalDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
};
