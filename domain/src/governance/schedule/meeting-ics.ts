import { createEvent } from 'ics';
import type { CalendarEvent } from './calendar-event';

const productId = '-//Andel//Schedule//NB';

/** The meeting as an iCalendar file (RFC 5545) with one event in UTC, written by the `ics` package. */
export const meetingIcs = (event: CalendarEvent): string => {
  const { error, value } = createEvent({
    productId,
    method: 'PUBLISH',
    uid: event.uid,
    title: event.title,
    description: event.description,
    location: event.location || undefined,
    start: Date.parse(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
};
