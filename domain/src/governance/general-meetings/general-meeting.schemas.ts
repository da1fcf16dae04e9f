import { z } from 'zod';
import { ZLocalDateSchema } from '../../kernel/validation/local-date';
import { textSchema } from '../../kernel/validation/text';
import { ZTimeSchema } from '../../kernel/validation/time';
import { ZExtraParticipantSchema } from '../board-meetings/board-meeting.schemas';
import { inlineAddressMaxLength, meetingLinkMaxLength, meetingPlaces } from '../board-meetings/meeting-constants';
import { withHttpsPrefix } from '../board-meetings/meeting-link';
import { documentLanguageChoices } from '../decisions/document-types';
import { majorityTypes } from '../decisions/decision-majority';
import {
  companyForms,
  coSignerNameMaxLength,
  electronicParticipationOptions,
  generalMeetingForms,
  generalMeetingTypes,
  maxAdditionalCoSigners,
} from './general-meeting-constants';

/** The meeting chair or a co-signer: a company role, or a name written in (seed 002: companyroleId and name). */
export const ZMeetingSignerSchema = z.object({
  companyroleId: z.uuid().nullable().default(null),
  name: textSchema(coSignerNameMaxLength, { required: true }),
});

export const ZAgendaItemRuleSchema = z.object({
  /** Null: the decision type's default majority; another is the meeting's explicit choice, recorded in the minutes. */
  majorityType: z.enum(majorityTypes).nullable().default(null),
  classVotes: z.array(z.uuid()).max(20).default([]),
  excludedShareholderIds: z.array(z.uuid()).max(1000).default([]),
});

/**
 * `PUT /project/{projectId}/general-meeting`: the general meeting settings (seed 002, section 3: general meeting fields;
 * section 4: a simplified meeting clears the co-signer and makes it optional). An inline address is required when the
 * place is one. The co-signer is not required to save: the minutes ask for it when they are sent for signing.
 */
export const ZGeneralMeetingUpdateSchema = z
  .object({
    meetingDate: ZLocalDateSchema,
    startTime: ZTimeSchema,
    endTime: ZTimeSchema,
    meetingForm: z.enum(generalMeetingForms),
    meetingPlace: z.enum(meetingPlaces).default('companysOffice'),
    inlineAddressValue: textSchema(inlineAddressMaxLength).nullish(),
    meetingLink: textSchema(meetingLinkMaxLength).transform(withHttpsPrefix).nullish(),
    extraParticipants: z.array(ZExtraParticipantSchema).max(100).default([]),
    isSimplifiedGeneralMeeting: z.boolean().default(false),
    conductElectronicGeneralMeeting: z.enum(electronicParticipationOptions).default('ELECTRONIC_GM_NOT_OFFERED'),
    includeListOfParticipantsInMinutes: z.boolean().default(true),
    meetingChair: ZMeetingSignerSchema.nullable().default(null),
    coSigner: ZMeetingSignerSchema.nullable().default(null),
    additionalCoSigners: z.array(ZMeetingSignerSchema).max(maxAdditionalCoSigners).default([]),
    meetingPlaceholderVisible: z.boolean().default(false),
    generalMeetingType: z.enum(generalMeetingTypes).default('regular'),
    companyForm: z.enum(companyForms).default('AS'),
    shorterNoticeAllowed: z.boolean().default(false),
    documentLanguage: z.enum(documentLanguageChoices).default('no'),
    agendaItemRules: z.record(z.uuid(), ZAgendaItemRuleSchema).default({}),
  })
  .superRefine((input, ctx) => {
    if (input.meetingPlace === 'inlineAddress' && !input.inlineAddressValue) ctx.addIssue({ code: 'custom', message: 'required', path: ['inlineAddressValue'] });
  })
  .transform((input) => (input.isSimplifiedGeneralMeeting ? { ...input, coSigner: null } : input));
export type TGeneralMeetingUpdate = z.infer<typeof ZGeneralMeetingUpdateSchema>;
