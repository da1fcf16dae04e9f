/**
 * A meeting as a calendar entry (seed 002: the meeting header's add to calendar): start and end as instants (ISO
 * strings, UTC), a stable id so a calendar updates the entry it holds, and texts in one language.
 */
export type CalendarEvent = {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: string;
  end: string;
};

/** The web calendars the meeting header offers, each a link that opens the calendar's new-event form filled in. */
export const webCalendars = ['google', 'outlook', 'office365', 'yahoo'] as const;
export type WebCalendar = (typeof webCalendars)[number];
export type WebCalendarLinks = Record<WebCalendar, string>;

/** 20261125T110000Z: the basic UTC form Google and Yahoo take. */
const basicUtc = (instant: string) => new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** 2026-11-25T11:00:00Z: the extended form Outlook takes. */
const extendedUtc = (instant: string) => new Date(instant).toISOString().replace(/\.\d{3}/, '');

const withQuery = (base: string, params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString().replace(/\+/g, '%20')}`;

const outlookLink = (host: string, event: CalendarEvent) =>
  withQuery(`https://${host}/calendar/0/action/compose`, {
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: extendedUtc(event.start),
    enddt: extendedUtc(event.end),
    body: event.description,
    location: event.location,
  });

/** The links that add `event` to Google Calendar, Outlook.com, Microsoft 365 and Yahoo Calendar. */
export const webCalendarLinks = (event: CalendarEvent): WebCalendarLinks => ({
  google: withQuery('https://calendar.google.com/calendar/render', {
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.start)}/${basicUtc(event.end)}`,
    details: event.description,
    location: event.location,
  }),
  outlook: outlookLink('outlook.live.com', event),
  office365: outlookLink('outlook.office.com', event),
  yahoo: withQuery('https://calendar.yahoo.com/', { v: '60', title: event.title, st: basicUtc(event.start), et: basicUtc(event.end), desc: event.description, in_loc: event.location }),
});
