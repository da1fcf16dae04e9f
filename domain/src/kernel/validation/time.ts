import { z } from 'zod';
import { invalid } from './issue';

/** The time a time field starts at (seed section 9). */
export const defaultTime = '12:00';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads a time of day as HH:MM, expanding short input: "9" -> "09:00", "930" -> "09:30",
 * "1745" -> "17:45", "9.30" -> "09:30". Hours 0-23, minutes 0-59; anything else gives null.
 */
export const expandTime = (input: string): string | null => {
  const value = input.trim();
  const parts = /^(\d{1,2})(?:[:.](\d{2}))?$/.exec(value) ?? /^(\d{1,2})(\d{2})$/.exec(value);
  if (!parts) return null;
  const hours = Number(parts[1]);
  const minutes = Number(parts[2] ?? 0);
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
};

export type TimeBounds = { minTime?: string; maxTime?: string };

/**
 * A time of day, output as HH:MM (`time-field.invalid-time`), optionally bounded: `timeTooEarly` and
 * `timeTooLate` carry the bound as `time`. Bounds are HH:MM, so they compare as strings.
 */
export const timeSchema = ({ minTime, maxTime }: TimeBounds = {}) =>
  z.string().transform((value, ctx) => {
    const time = expandTime(value);
    if (time === null) return invalid(ctx, 'time-field.invalid-time');
    if (minTime !== undefined && time < minTime) return invalid(ctx, 'timeTooEarly', { time: minTime });
    if (maxTime !== undefined && time > maxTime) return invalid(ctx, 'timeTooLate', { time: maxTime });
    return time;
  });

export const ZTimeSchema = timeSchema();
