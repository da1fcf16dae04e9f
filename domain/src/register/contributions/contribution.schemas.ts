import { z } from 'zod';
import { currencies } from '../../platform/companies/company-constants';
import { decimalSchema } from '../../kernel/validation/bounded-decimal';
import { ZTransactionDateSchema } from '../transactions/transaction-fields.schemas';
import { contributionAmountColumn, contributionTypes } from './contribution-types';

const ZAmountSchema = decimalSchema(contributionAmountColumn);
const isZero = (amount: string) => /^0*(\.0*)?$/.test(amount);

/** A registration date (and time): required; a bare date is 12:00, the seed's default contribution registration time. */
export const ZContributionDateSchema = z.string({ error: 'required' }).trim().min(1, 'required').pipe(ZTransactionDateSchema);

/** One holder's amount; amount and recallable amount zero or more (`number-field.not-positive-or-zero`). */
export const ZContributionDetailSchema = z.object({
  shareholderId: z.string({ error: 'required' }).uuid('required'),
  currency: z.enum(currencies).optional(),
  amount: ZAmountSchema,
  recallableAmount: ZAmountSchema.default('0'),
});

/**
 * `POST /shareholderContribution/new` (and `/shareholder-commitment/new`), seed 001's contribution rules: a date is
 * required; single mode needs a shareholder (one detail); multiple mode needs at least one non-zero amount
 * (`contributions.no-amount`), and its zero rows are not kept.
 */
export const ZContributionCreateSchema = z
  .object({
    organisationNumber: z.string().min(1, 'required'),
    type: z.enum(contributionTypes),
    mode: z.enum(['single', 'multiple']),
    registrationDate: ZContributionDateSchema,
    comment: z.string().trim().max(2000, 'text-too-long').optional(),
    details: z.array(ZContributionDetailSchema).max(10_000),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'single' && input.details.length !== 1) ctx.addIssue({ code: 'custom', path: ['details', 0, 'shareholderId'], message: 'required' });
    if (input.mode === 'multiple' && input.details.every((detail) => isZero(detail.amount) && isZero(detail.recallableAmount)))
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'contributions.no-amount' });
    const ids = input.details.map((detail) => detail.shareholderId);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['details'], message: 'contributions.duplicate-shareholder' });
  });
export type TContributionCreate = z.infer<typeof ZContributionCreateSchema>;

/** `POST /shareholderContribution/{orgNo}/{id}/changeDate`. */
export const ZContributionChangeDateSchema = z.object({ registrationDate: ZContributionDateSchema });

export const ZContributionParamSchema = z.object({ orgNo: z.string(), id: z.uuid() });
export const ZContributionAttachmentParamSchema = z.object({ orgNo: z.string(), id: z.uuid(), attId: z.uuid() });

/** `PUT /shareholder-commitment/{orgNo}/enabled`: the commitments toggle. */
export const ZCommitmentsEnabledSchema = z.object({ enabled: z.boolean() });
