import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';
import { Shareholder } from '../shareholders/shareholder.entity';

/**
 * Read model: each holder's shares and votes over all classes (votes at today's votes per share), kept in the
 * same database transaction as the holdings it sums, so the shareholder list's first page by votes is an index
 * scan. Only holders with shares have a row.
 */
export const ShareholderTotalSchema = defineEntity({
  name: 'ShareholderTotal',
  indexes: [
    { name: 'shareholder_total_votes_index', expression: 'create index "shareholder_total_votes_index" on "shareholder_total" ("company_id", "votes" desc, "shareholder_id")' },
    { name: 'shareholder_total_shares_index', expression: 'create index "shareholder_total_shares_index" on "shareholder_total" ("company_id", "shares" desc, "shareholder_id")' },
  ],
  properties: {
    // No foreign keys, as the holdings it sums (`holding.entity.ts`).
    shareholder: () => p.oneToOne(Shareholder).primary().createForeignKeyConstraint(false),
    company: () => p.manyToOne(Company).createForeignKeyConstraint(false),
    shares: p.bigint('bigint'),
    votes: p.decimal('string').precision(30).scale(5),
  },
});

export class ShareholderTotal extends ShareholderTotalSchema.class {}
ShareholderTotalSchema.setClass(ShareholderTotal);
