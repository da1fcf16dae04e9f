import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { emailMaxLength, ZEmailSchema } from '../../kernel/validation/email';

/** The actor selector's kinds (seed 001, section 3 "Actor"). */
export const actorTypes = ['SHAREHOLDER', 'BOARD_MEMBER', 'CEO', 'ADMIN', 'CUSTOM_ROLE'] as const;
export type ActorType = (typeof actorTypes)[number];

/** An actor as the selector lists it: `reference` is the shareholder's or the company role's id. */
export const ZActorSchema = z.object({
  reference: z.uuid(),
  name: textSchema(300, { required: true, singleLine: true }),
  isCompany: z.boolean().default(false),
  companyNumber: z.string().trim().max(20).nullable().default(null),
  socialSecurityNumber: z.string().trim().max(20).nullable().default(null),
  birthDateOrOrganisationNumber: z.string().trim().max(20).nullable().default(null),
  nationality: z.string().trim().max(2).nullable().default(null),
  email: ZEmailSchema.pipe(z.string().max(emailMaxLength)).nullable().default(null),
  phoneNumber: z.string().trim().max(40).nullable().default(null),
  type: z.enum(actorTypes),
});
export type TActor = z.infer<typeof ZActorSchema>;

/** `POST /shareholder/{orgNo}/actors`: actors to add to the register as shareholders. */
export const ZActorsAddSchema = z.array(ZActorSchema).min(1, 'required').max(100);

/** `GET /company-roles/{orgNo}/actors/{type}`: the board members or the CEO. */
export const ZRoleActorTypeSchema = z.object({ orgNo: z.string().min(1), type: z.enum(['BOARD_MEMBER', 'CEO']) });
