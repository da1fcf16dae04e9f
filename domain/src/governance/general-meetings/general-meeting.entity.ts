import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { ExtraParticipant } from '../board-meetings/board-meeting.entity';
import { meetingPlaces } from '../board-meetings/meeting-constants';
import { documentLanguageChoices } from '../decisions/document-types';
import { Project } from '../projects/project.entity';
import type { MajorityType } from '../decisions/decision-majority';
import { companyForms, electronicParticipationOptions, generalMeetingForms, generalMeetingTypes } from './general-meeting-constants';

/** The meeting chair or a co-signer: a company role, or a name written in (seed 002: companyroleId and name). */
export type MeetingSigner = { companyroleId: string | null; name: string };

/**
 * How a decision is voted on (docs/decisions/governance/general-meetings.md): its majority type when the meeting chose
 * one (null: the catalogue's default for its decision type, docs/decisions/governance/voting.md), the share classes
 * that must consent separately, and the shareholders excluded from it for a conflict of interest.
 */
export type AgendaItemRule = { majorityType: MajorityType | null; classVotes: string[]; excludedShareholderIds: string[] };

/**
 * A general meeting's settings (seed 002, section 3: general meeting fields), one per project holding a general meeting
 * notice or minutes. Date and times are the company's local ones (YYYY-MM-DD, HH:MM). Beside the seed's fields it keeps
 * what the rules need: the company's form and whether a shorter notice is allowed (the notice period), and each
 * decision's rule by decision id (`agendaItemRules`; a decision without one is voted on by its type's default majority).
 */
export const GeneralMeetingSchema = defineEntity({
  name: 'GeneralMeeting',
  uniques: [{ properties: ['project'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    meetingDate: p.string().length(10),
    startTime: p.string().length(5),
    endDate: p.string().length(10),
    endTime: p.string().length(5),
    meetingForm: p.enum(generalMeetingForms),
    meetingPlace: p.enum(meetingPlaces).default('companysOffice'),
    inlineAddressValue: p.string().length(500).nullable(),
    /** Where to join a meeting held by video (https), shown in the notice and the meeting tab; null: none. */
    meetingLink: p.string().length(2000).nullable(),
    /** Who gets the notice besides the holders (an auditor, an adviser): by email with the notice PDF, no vote. */
    extraParticipants: p.json<ExtraParticipant[]>().default([]),
    isSimplifiedGeneralMeeting: p.boolean().default(false),
    conductElectronicGeneralMeeting: p.enum(electronicParticipationOptions).default('ELECTRONIC_GM_NOT_OFFERED'),
    includeListOfParticipantsInMinutes: p.boolean().default(true),
    meetingChair: p.json<MeetingSigner | null>().nullable(),
    coSigner: p.json<MeetingSigner | null>().nullable(),
    additionalCoSigners: p.json<MeetingSigner[]>().default([]),
    meetingPlaceholderVisible: p.boolean().default(false),
    generalMeetingType: p.enum(generalMeetingTypes).default('regular'),
    companyForm: p.enum(companyForms).default('AS'),
    shorterNoticeAllowed: p.boolean().default(false),
    documentLanguage: p.enum(documentLanguageChoices).default('no'),
    agendaItemRules: p.json<Record<string, AgendaItemRule>>().onCreate(() => ({})),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class GeneralMeeting extends GeneralMeetingSchema.class {}
GeneralMeetingSchema.setClass(GeneralMeeting);
