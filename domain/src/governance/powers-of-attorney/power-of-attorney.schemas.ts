import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { powerOfAttorneyRecipientRoles } from './power-of-attorney-recipient';
import { votingInstructionValues } from './voting-instructions';

/**
 * `POST /general-meeting/{projectId}/poa/{noticeId}` and `.../admin-poa/{shareholderId}` (seed 002, section 7), with
 * the voting instructions per agenda item (meetingChair, approveAgenda or a decision id). The rules of the recipient
 * (`powerOfAttorneyRecipient`) answer with their own keys; the shape is checked here.
 */
export const ZPowerOfAttorneySchema = z.object({
  poaRecipientRole: z.enum(powerOfAttorneyRecipientRoles).nullish(),
  poaRecipientShareholderId: z.uuid().nullish(),
  poaRecipientName: textSchema(320, { singleLine: true }).nullish(),
  // Its format is the recipient rule's (`powersOfAttorney.invalidEmail`); here only what no column takes.
  poaRecipientEmail: textSchema(320, { singleLine: true }).nullish(),
  votingInstructions: z
    .record(z.string().max(40), z.enum(votingInstructionValues))
    .refine((instructions) => Object.keys(instructions).length <= 200, 'maxItems')
    .default({}),
});
export type TPowerOfAttorney = z.infer<typeof ZPowerOfAttorneySchema>;
