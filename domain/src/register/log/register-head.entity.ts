import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';

/**
 * The tip of a company's log and the company-wide facts derived from it. Its row is locked (FOR UPDATE)
 * by every append, which serialises appends per company.
 */
export const RegisterHeadSchema = defineEntity({
  name: 'RegisterHead',
  properties: {
    company: () => p.oneToOne(Company).primary().deleteRule('cascade'),
    lastSequence: p.integer().default(0),
    lastHash: p.string().length(64),
    lastTransactionDate: p.datetime().nullable(),
    nominalValue: p.decimal('string').precision(24).scale(4).nullable(),
    highestShareNumber: p.bigint('bigint').default(0),
    /** A liquidation closed the register. */
    isLiquidated: p.boolean().default(false),
  },
});

export class RegisterHead extends RegisterHeadSchema.class {}
RegisterHeadSchema.setClass(RegisterHead);
