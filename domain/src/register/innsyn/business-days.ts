/** Easter Sunday of a year (the anonymous Gregorian algorithm), as a UTC date. */
const easterSunday = (year: number): Date => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
};

const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Norway's public holidays of a year (helligdager and 1 and 17 May) as YYYY-MM-DD. */
export const norwegianHolidays = (year: number): Set<string> => {
  const easter = easterSunday(year);
  return new Set([
    `${year}-01-01`,
    `${year}-05-01`,
    `${year}-05-17`,
    `${year}-12-25`,
    `${year}-12-26`,
    ...[-3, -2, 0, 1, 39, 49, 50].map((offset) => iso(plusDays(easter, offset))),
  ]);
};

/** Monday to Friday and not a Norwegian public holiday. */
export const isBusinessDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !norwegianHolidays(date.getUTCFullYear()).has(day);
};

/** The day `count` business days after `day` (YYYY-MM-DD): a request on Friday with 3 days is due Wednesday. */
export const businessDaysAfter = (day: string, count: number): string => {
  let date = new Date(`${day}T00:00:00Z`);
  for (let left = count; left > 0; ) {
    date = plusDays(date, 1);
    if (isBusinessDay(iso(date))) left--;
  }
  return iso(date);
};
