import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';
import { ShareClass } from '../share-classes/share-class.entity';
import { Shareholder } from '../shareholders/shareholder.entity';

/**
 * Read model: current shares and share numbers per holder and class, rewritten in the same database
 * transaction as each log entry. `recomputeRegister` proves it equal to a replay of the log.
 */
export const HoldingSchema = defineEntity({
  name: 'Holding',
  indexes: [{ properties: ['company', 'shares'] }],
  properties: {
    shareholder: () => p.manyToOne(Shareholder).primary().deleteRule('cascade'),
    shareClass: () => p.manyToOne(ShareClass).primary().deleteRule('cascade'),
    // No foreign key of its own: the row goes with its company through its shareholder's (which cascades).
    company: () => p.manyToOne(Company).createForeignKeyConstraint(false),
    shares: p.bigint('bigint'),
    /** Share numbers as "1-100,201-250". */
    shareNumbers: p.text(),
  },
});

export class Holding extends HoldingSchema.class {}
HoldingSchema.setClass(Holding);
