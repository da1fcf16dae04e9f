import { localeTag, type Language } from '../i18n/languages';

/** Weeks start on Monday (seed section 9); 0 is Sunday, as date pickers count. */
export const firstDayOfWeek = 1;

/** Norway and Sweden share this zone; an instant is shown as the date it is there. */
export const defaultTimeZone = 'Europe/Oslo';

export type DateOptions = { timeZone?: string };

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/**
 * A date as YYYY-MM-DD in every language (seed section 9). A YYYY-MM-DD string is already a calendar
 * date and passes unchanged; an instant (a Date or a timestamp string) becomes its date in `timeZone`.
 */
export const formatDate = (date: Date | string, { timeZone = defaultTimeZone }: DateOptions = {}): string => {
  if (typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${String(parts.year).padStart(4, '0')}-${parts.month}-${parts.day}`;
};

const longFormatters = new Map<Language, Intl.DateTimeFormat>();
const longFormatterFor = (language: Language) => {
  let formatter = longFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag[language], { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
    longFormatters.set(language, formatter);
  }
  return formatter;
};

/**
 * A date as a reader of `language` writes it in a document or an email (issue 24): "12. desember 2026",
 * "12 december 2026", "12 December 2026". Dates exchanged and typed stay YYYY-MM-DD (seed section 9); an instant is
 * first its date in `timeZone`.
 */
export const formatLongDate = (date: Date | string, language: Language, options: DateOptions = {}): string => {
  const [year, month, day] = formatDate(date, options).split('-').map(Number) as [number, number, number];
  return longFormatterFor(language).format(new Date(Date.UTC(2000, month - 1, day)).setUTCFullYear(year));
};

/** The ISO 8601 week number (weeks from Monday; week 1 holds the year's first Thursday). */
export const isoWeek = (date: Date | string, options: DateOptions = {}): number => {
  const [year, month, day] = formatDate(date, options).split('-').map(Number) as [number, number, number];
  const thursday = new Date(Date.UTC(year, month - 1, day));
  thursday.setUTCDate(thursday.getUTCDate() + 3 - ((thursday.getUTCDay() + 6) % 7));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / 86_400_000 / 7) + 1;
};

const clockFormatters = new Map<string, Intl.DateTimeFormat>();
const clockFormatterFor = (timeZone: string) => {
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall-clock reading of an instant in `timeZone`, as if it were UTC (milliseconds). */
const wallClock = (instant: number, timeZone: string) => {
  const parts = Object.fromEntries(clockFormatterFor(timeZone).formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]));
  return new Date(Date.UTC(2000, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)).setUTCFullYear(parts.year!);
};

/**
 * The instant a calendar date (YYYY-MM-DD) and a time of day (HH:MM) name in `timeZone`, as an ISO string: how a
 * transaction's time within its day is sent (seed 001: the time is bounded by the day). A time skipped by a
 * daylight-saving change reads as the same clock time after it.
 */
export const instantOfDayAndTime = (date: string, time: string, { timeZone = defaultTimeZone }: DateOptions = {}): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  // setUTCFullYear, since Date.UTC reads years 0-99 as 1900-1999.
  const wanted = new Date(Date.UTC(2000, month - 1, day, hour, minute)).setUTCFullYear(year);
  let instant = wanted - (wallClock(wanted, timeZone) - wanted);
  instant = wanted - (wallClock(instant, timeZone) - instant);
  return new Date(instant).toISOString();
};

/**
 * The instant a bare date (YYYY-MM-DD, no time) names: 12:00 in `timeZone`, the seed's default time as the
 * transaction form starts it, so a date sent without a time and the form's untouched time are the same instant.
 */
export const instantOfDate = (date: string, options: DateOptions = {}): string => instantOfDayAndTime(date, '12:00', options);

/** An instant's time of day in `timeZone`, HH:MM. */
export const formatTime = (date: Date | string, { timeZone = defaultTimeZone }: DateOptions = {}): string => {
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const parts = Object.fromEntries(clockFormatterFor(timeZone).formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.hour}:${parts.minute}`;
};
