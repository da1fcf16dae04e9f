import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import type { Language } from '../../kernel/i18n/languages';
import { meetingTitle } from '../meeting-documents/notice-link';
import { meetingCalendarEvent } from '../schedule/meeting-header';
import { meetingIcs } from '../schedule/meeting-ics';
import type { ResolveViewer } from './meeting-actions';

/**
 * The meeting header's "add to calendar" file (seed 002, section 2): the meeting as an .ics in `language`, for
 * whoever may read the meeting (a recipient's link, a board member in the portal, an admin previewing).
 */
export const getMeetingCalendarFile = async ({ em, resolveViewer, language }: { em: EntityManager; resolveViewer: ResolveViewer; language: Language }) => {
  const { context } = await resolveViewer(em);
  const { project, company, meeting } = context;
  const ics = meetingIcs(meetingCalendarEvent({ projectId: project.id, title: meetingTitle(project, meeting), companyName: company.name, meeting, language }));
  return {
    fileName: `${meeting.meetingDate} ${project.name}.ics`.replace(/[\\/:*?"<>|]/g, '-'),
    contentType: 'text/calendar; charset=utf-8',
    write: async (stream: Writable) => {
      stream.end(ics);
    },
  };
};
