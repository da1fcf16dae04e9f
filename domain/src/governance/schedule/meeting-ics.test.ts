import { describe, expect, it } from 'vitest';
import { webCalendarLinks } from './calendar-event';
import { meetingCalendarEvent } from './meeting-header';
import { meetingIcs } from './meeting-ics';

const meeting = {
  meetingDate: '2026-12-01',
  startTime: '22:00',
  endDate: '2026-12-02',
  endTime: '01:00',
  boardMeetingForm: 'hybrid' as const,
  meetingPlace: 'inlineAddress' as const,
  inlineAddress: 'Storgata 1, 0155 Oslo',
  meetingLink: 'meet.example.com/styret',
};

const event = (language: 'nb' | 'sv' | 'en') => meetingCalendarEvent({ projectId: '3f1c2d4e-0000-4000-8000-000000000001', title: 'Styremøte 12', companyName: 'Nordlys Teknologi AS', meeting, language });

/** An .ics file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('a meeting in a calendar', () => {
  it('runs from its local start to its end in UTC, the end on the next day when it ends before it starts', () => {
    expect(event('nb')).toMatchObject({ start: '2026-12-01T21:00:00.000Z', end: '2026-12-02T00:00:00.000Z' });
  });

  it('is an .ics file with one event: stable uid, title, place, description with the https link, UTC times', () => {
    const file = lines(meetingIcs(event('nb')));
    expect(file[0]).toBe('BEGIN:VCALENDAR');
    expect(file).toContain('VERSION:2.0');
    expect(file).toContain('METHOD:PUBLISH');
    expect(file.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(file).toContain('UID:board-meeting-3f1c2d4e-0000-4000-8000-000000000001@andel');
    expect(file).toContain('SUMMARY:Styremøte 12 – Nordlys Teknologi AS');
    expect(file).toContain('DTSTART:20261201T210000Z');
    expect(file).toContain('DTEND:20261202T000000Z');
    expect(file).toContain('LOCATION:Storgata 1\\, 0155 Oslo');
    expect(file).toContain('DESCRIPTION:Hybridmøte i Nordlys Teknologi AS.\\nMøtelenke: https://meet.example.com/styret');
  });

  it('is written in the language asked for', () => {
    expect(lines(meetingIcs(event('en')))).toContain('DESCRIPTION:Hybrid meeting in Nordlys Teknologi AS.\\nMeeting link: https://meet.example.com/styret');
    expect(event('sv').description).toMatch(/^Hybridmöte i Nordlys Teknologi AS\./);
  });

  it('names the company office as place when no address is written, and no place for a circulation', () => {
    expect(meetingCalendarEvent({ projectId: 'p', title: 't', companyName: 'c', meeting: { ...meeting, meetingPlace: 'companysOffice', inlineAddress: null }, language: 'nb' }).location).toBe('Selskapets kontor');
    expect(meetingCalendarEvent({ projectId: 'p', title: 't', companyName: 'c', meeting: { ...meeting, boardMeetingForm: 'circulation' }, language: 'nb' }).location).toBe('');
  });

  it('opens the web calendars with the same entry', () => {
    const links = webCalendarLinks(event('nb'));
    const google = new URL(links.google);
    expect(google.origin).toBe('https://calendar.google.com');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Styremøte 12 – Nordlys Teknologi AS');
    expect(google.searchParams.get('dates')).toBe('20261201T210000Z/20261202T000000Z');
    expect(google.searchParams.get('location')).toBe('Storgata 1, 0155 Oslo');
    const outlook = new URL(links.outlook);
    expect(outlook.host).toBe('outlook.live.com');
    expect(outlook.searchParams.get('startdt')).toBe('2026-12-01T21:00:00Z');
    expect(outlook.searchParams.get('subject')).toBe('Styremøte 12 – Nordlys Teknologi AS');
    expect(new URL(links.office365).host).toBe('outlook.office.com');
    expect(new URL(links.yahoo).searchParams.get('et')).toBe('20261202T000000Z');
  });
});
