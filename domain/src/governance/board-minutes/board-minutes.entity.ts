import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { boardMeetingForms, meetingPlaces } from '../board-meetings/meeting-constants';
import { Project } from '../projects/project.entity';
import type { MatterOutcomeText, MinutesExtraParticipant } from './board-minutes.schemas';

/**
 * A board meeting's minutes as written in the minutes editor (seed 002, section 2: panels meetingDetails,
 * participants, meetingChair, signatories), one per project: how the meeting was held, who took part, who chaired,
 * who signs, and each matter's outcome in words (the outcome itself comes from the board's votes).
 */
export const BoardMinutesSchema = defineEntity({
  name: 'BoardMinutes',
  uniques: [{ properties: ['project'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    meetingDate: p.string().length(10),
    startTime: p.string().length(5),
    endDate: p.string().length(10),
    endTime: p.string().length(5),
    boardMeetingForm: p.enum(boardMeetingForms),
    meetingPlace: p.enum(meetingPlaces).default('companysOffice'),
    inlineAddress: p.string().length(500).nullable(),
    /** The company roles present. */
    participants: p.json<string[]>().default([]),
    extraParticipants: p.json<MinutesExtraParticipant[]>().default([]),
    meetingChairId: p.uuid().nullable(),
    signatoryIds: p.json<string[]>().default([]),
    matterOutcomes: p.json<MatterOutcomeText[]>().default([]),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class BoardMinutes extends BoardMinutesSchema.class {}
BoardMinutesSchema.setClass(BoardMinutes);
