import { z } from 'zod';
import { ZLocalDateUpToTodaySchema } from '../../kernel/validation/local-date';

/** Per cent, 0 to 100, at most 2 decimals, as a decimal string. */
const ZPercentSchema = z
  .string()
  .trim()
  .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'beneficialOwners.invalidPercent')
  .transform((v) => {
    const [whole, decimals = ''] = v.split('.');
    return `${whole}.${decimals.padEnd(2, '0')}`;
  });

/** A person on a statement as the admin confirms (or adds) them. */
export const ZBeneficialOwnerInputSchema = z.object({
  /** Set when the registers proposed the person: their chains are taken from today's proposal, never from the client. */
  personKey: z.string().max(400).nullable().default(null),
  name: z.string().trim().min(1, 'required').max(300),
  birthYear: z.number().int().min(1900, 'year-field.invalid-year').max(new Date().getFullYear(), 'year-field.invalid-year').nullable(),
  sharesInPercent: ZPercentSchema,
  votesInPercent: ZPercentSchema,
  comment: z.string().trim().max(2000).nullable().default(null),
});
export type TBeneficialOwnerInput = z.infer<typeof ZBeneficialOwnerInputSchema>;

/** `POST /company/{orgNo}/beneficial-owners`: a new statement, confirmed at once or kept as a draft. */
export const ZBeneficialOwnerStatementCreateSchema = z.object({
  statementDate: ZLocalDateUpToTodaySchema,
  owners: z.array(ZBeneficialOwnerInputSchema).max(200),
  confirm: z.boolean().default(false),
});
export type TBeneficialOwnerStatementCreate = z.infer<typeof ZBeneficialOwnerStatementCreateSchema>;

/** `PUT /company/{orgNo}/beneficial-owners/{id}/owners/{ownerId}`: a draft's person edited. */
export const ZBeneficialOwnerUpdateSchema = ZBeneficialOwnerInputSchema.pick({ sharesInPercent: true, votesInPercent: true, comment: true });
export type TBeneficialOwnerUpdate = z.infer<typeof ZBeneficialOwnerUpdateSchema>;
