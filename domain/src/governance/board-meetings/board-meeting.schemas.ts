import { z } from 'zod';
import { ZEmailSchema } from '../../kernel/validation/email';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';
import { textSchema } from '../../kernel/validation/text';
import { richTextFieldSchema } from '../../platform/texts/rich-text-field';
import { ZTimeSchema } from '../../kernel/validation/time';
import { documentLanguageChoices } from '../decisions/document-types';
import { ZProjectNameSchema } from '../projects/project.schemas';
import {
  boardMeetingForms,
  inlineAddressMaxLength,
  meetingDocumentSelections,
  meetingLinkMaxLength,
  meetingLinkOptions,
  meetingOptions,
  meetingPlaces,
  noticeDescriptionMaxLength,
  participantNameMaxLength,
} from './meeting-constants';
import { withHttpsPrefix } from './meeting-link';
import { normalizeMeetingOptions } from './meeting-options';

/**
 * `POST /projects/new-meeting` (seed 002, section 3: meeting creation payload; section 5: project name, date, start
 * and end time required). Board meetings only for now; a general meeting comes with its own issue. The form's
 * defaults are `newMeetingDefaults`.
 */
export const ZNewMeetingSchema = z.object({
  orgNo: z.string().min(1, 'required'),
  meetingType: z.literal('BOARD_MEETING'),
  projectName: ZProjectNameSchema,
  meetingDocumentSelection: z.enum(meetingDocumentSelections).default('NOTICE_AND_MINUTES'),
  meetingForm: z.enum(boardMeetingForms).default('hybrid'),
  meetingOptions: z.array(z.enum(meetingOptions)).max(3).default(['NOTICE', 'MINUTES']).transform(normalizeMeetingOptions),
  meetingDocumentLanguage: z.enum(documentLanguageChoices).default('no'),
  duplicateProjectId: z.uuid().optional(),
  ordinaryGeneralMeeting: z.boolean().default(true),
  meetingDate: ZLocalDateSchema,
  startTime: ZTimeSchema,
  endTime: ZTimeSchema,
});
export type TNewMeeting = z.infer<typeof ZNewMeetingSchema>;

export const ZExtraParticipantSchema = z.object({
  id: z.uuid().optional(),
  name: textSchema(participantNameMaxLength, { required: true }),
  email: z.string().trim().min(1, 'required').pipe(ZEmailSchema),
});

/**
 * `PUT /project/{projectId}/board-meeting`: the notice editor's panels (seed 002, section 3: board meeting).
 * An inline address is required when the place is one; a link is required when given now, and gets the https prefix.
 */
export const ZBoardMeetingUpdateSchema = z
  .object({
    boardMeetingNumber: z.number().int().min(1).max(1_000_000).nullable().default(null),
    meetingDate: ZLocalDateSchema,
    startTime: ZTimeSchema,
    endTime: ZTimeSchema,
    boardMeetingForm: z.enum(boardMeetingForms),
    meetingPlace: z.enum(meetingPlaces).default('companysOffice'),
    inlineAddress: textSchema(inlineAddressMaxLength).nullish(),
    meetingLinkOption: z.enum(meetingLinkOptions).nullish(),
    meetingLink: textSchema(meetingLinkMaxLength).transform(withHttpsPrefix).nullish(),
    noticeDescription: richTextFieldSchema(noticeDescriptionMaxLength).default(''),
    participants: z.array(z.uuid()).max(100).default([]),
    extraParticipants: z.array(ZExtraParticipantSchema).max(100).default([]),
    documentLanguage: z.enum(documentLanguageChoices).default('no'),
  })
  .superRefine((input, ctx) => {
    if (input.meetingPlace === 'inlineAddress' && !input.inlineAddress) ctx.addIssue({ code: 'custom', message: 'required', path: ['inlineAddress'] });
    if (input.meetingLinkOption === 'linkGiven' && !input.meetingLink) ctx.addIssue({ code: 'custom', message: 'required', path: ['meetingLink'] });
  });
export type TBoardMeetingUpdate = z.infer<typeof ZBoardMeetingUpdateSchema>;
