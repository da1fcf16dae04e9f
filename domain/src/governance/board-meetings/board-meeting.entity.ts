import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { documentLanguageChoices } from '../decisions/document-types';
import { Project } from '../projects/project.entity';
import { boardMeetingForms, meetingDocumentSelections, meetingLinkOptions, meetingPlaces, type MeetingOption } from './meeting-constants';

export type ExtraParticipant = { id: string; name: string; email: string };

/**
 * A board meeting's notice data (seed 002, section 3: board meeting), one per project. Date and times are the
 * company's local ones (YYYY-MM-DD, HH:MM); the end date follows from them (`meetingEnd`) and is stored for queries.
 */
export const BoardMeetingSchema = defineEntity({
  name: 'BoardMeeting',
  uniques: [{ properties: ['project'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    boardMeetingNumber: p.integer().nullable(),
    meetingDate: p.string().length(10),
    startTime: p.string().length(5),
    endDate: p.string().length(10),
    endTime: p.string().length(5),
    boardMeetingForm: p.enum(boardMeetingForms),
    meetingPlace: p.enum(meetingPlaces).default('companysOffice'),
    inlineAddress: p.string().length(500).nullable(),
    meetingLinkOption: p.enum(meetingLinkOptions).nullable(),
    meetingLink: p.string().length(2000).nullable(),
    noticeDescription: p.text().default(''),
    /** The company roles the notice goes to. */
    participants: p.json<string[]>().default([]),
    extraParticipants: p.json<ExtraParticipant[]>().default([]),
    documentLanguage: p.enum(documentLanguageChoices).default('no'),
    documentSelection: p.enum(meetingDocumentSelections).default('NOTICE_AND_MINUTES'),
    meetingOptions: p.json<MeetingOption[]>().default(['NOTICE', 'MINUTES']),
    ordinary: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class BoardMeeting extends BoardMeetingSchema.class {}
BoardMeetingSchema.setClass(BoardMeeting);
