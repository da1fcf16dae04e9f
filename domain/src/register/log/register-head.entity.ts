import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';

/**
 * The tip of a company's log and the company-wide facts of the register as it stands today (the read model's). Its row is locked (FOR UPDATE)
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
    /**
     * The date of the earliest entry the read model does not count yet: dated after the day the read model was
     * built for (future-dated entries take effect on their date). Null when it counts every entry.
     */
    pendingFrom: p.datetime().nullable(),
  },
});

export class RegisterHead extends RegisterHeadSchema.class {}
RegisterHeadSchema.setClass(RegisterHead);
