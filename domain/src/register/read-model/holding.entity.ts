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
    // No foreign keys (a check a row, most of an opening's holdings statement): a row exists only for a holder and a
    // class with postings, whose keys keep both from being deleted; the rows of a holder or class that is deleted
    // all the same (with its company) go by a statement trigger (migration `read_model_keys`).
    shareholder: () => p.manyToOne(Shareholder).primary().createForeignKeyConstraint(false),
    shareClass: () => p.manyToOne(ShareClass).primary().createForeignKeyConstraint(false),
    company: () => p.manyToOne(Company).createForeignKeyConstraint(false),
    shares: p.bigint('bigint'),
    /** Share numbers as "1-100,201-250". */
    shareNumbers: p.text(),
  },
});

export class Holding extends HoldingSchema.class {}
HoldingSchema.setClass(Holding);
