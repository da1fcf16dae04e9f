import { z } from 'zod';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';
import { textSchema } from '../../kernel/validation/text';
import { ZTimeSchema } from '../../kernel/validation/time';
import { richTextFieldSchema } from '../../platform/texts/rich-text-field';
import { boardMeetingForms, inlineAddressMaxLength, meetingPlaces, participantNameMaxLength } from '../board-meetings/meeting-constants';
import { documentLanguages } from '../decisions/document-types';

/** The longest outcome text of a matter in one language (the seed gives none; docs/decisions/governance/board-minutes.md). */
export const matterOutcomeTextMaxLength = 20_000;

export const ZMinutesExtraParticipantSchema = z.object({ id: z.uuid().optional(), name: textSchema(participantNameMaxLength, { required: true, singleLine: true }) });
export type MinutesExtraParticipant = { id: string; name: string };

export const ZMatterOutcomeTextSchema = z.object({
  decisionId: z.uuid(),
  texts: z.array(z.object({ language: z.enum(documentLanguages), text: richTextFieldSchema(matterOutcomeTextMaxLength) })).max(documentLanguages.length),
});
export type MatterOutcomeText = z.infer<typeof ZMatterOutcomeTextSchema>;

/**
 * `PUT /project/{projectId}/board-minutes`: the minutes editor's panels (seed 002, section 2): meeting details,
 * participants (board roles present and others by name), the meeting chair, the signatories, and each matter's
 * outcome in words. Who may chair and sign is checked against the company's board on the server.
 */
export const ZBoardMinutesUpdateSchema = z
  .object({
    meetingDate: ZLocalDateSchema,
    startTime: ZTimeSchema,
    endTime: ZTimeSchema,
    boardMeetingForm: z.enum(boardMeetingForms),
    meetingPlace: z.enum(meetingPlaces).default('companysOffice'),
    inlineAddress: textSchema(inlineAddressMaxLength).nullish(),
    participants: z.array(z.uuid()).max(100).default([]),
    extraParticipants: z.array(ZMinutesExtraParticipantSchema).max(100).default([]),
    meetingChairId: z.uuid().nullable().default(null),
    signatoryIds: z.array(z.uuid()).max(100).default([]),
    matterOutcomes: z.array(ZMatterOutcomeTextSchema).max(500).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.meetingPlace === 'inlineAddress' && !input.inlineAddress) ctx.addIssue({ code: 'custom', message: 'required', path: ['inlineAddress'] });
  });
export type TBoardMinutesUpdate = z.infer<typeof ZBoardMinutesUpdateSchema>;
