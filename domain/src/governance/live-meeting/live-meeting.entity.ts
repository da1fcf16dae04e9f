import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Project } from '../projects/project.entity';
import { liveMeetingStatuses, stepStatuses, type StepStatus } from './live-meeting-constants';

/**
 * The live state of a general meeting (seed 002, section 3, "Live meeting"): its status, each step's status (null: not
 * started) and the settings. A vote reads the steps under a share lock of this row and a status change takes it for
 * update, so a vote committed is one cast while its step was open, and none is counted after the step closes.
 */
export const LiveMeetingSchema = defineEntity({
  name: 'LiveMeeting',
  uniques: [{ properties: ['project'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    status: p.enum(liveMeetingStatuses).default('PUBLISHED'),
    registrationStatus: p.enum(stepStatuses).nullable(),
    meetingChairStatus: p.enum(stepStatuses).nullable(),
    approveAgendaStatus: p.enum(stepStatuses).nullable(),
    decisionStatuses: p.json<Record<string, StepStatus>>().onCreate(() => ({})),
    autoOpenSelfRegistration: p.boolean().default(false),
    autoOpenVoting: p.boolean().default(false),
    publishMinutesPostMeeting: p.boolean().default(false),
    /** When the minutes were published to the shareholders (the minutes room sets it); null: not published. */
    minutesPublishedAt: p.datetime().nullable(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class LiveMeeting extends LiveMeetingSchema.class {}
LiveMeetingSchema.setClass(LiveMeeting);
