import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';

/**
 * Read model derived from `shareholder_total`: a company's shares, votes and number of holders with shares, kept by
 * statement triggers on that table (migration `company_register_total`), so in the same transaction as every write
 * of the holder totals (appends, imports, recomputation, deletes). The shareholder list reads its totals and count
 * here instead of summing every holder.
 */
export const CompanyRegisterTotalSchema = defineEntity({
  name: 'CompanyRegisterTotal',
  properties: {
    company: () => p.oneToOne(Company).primary().deleteRule('cascade'),
    shares: p.bigint('bigint').default(0),
    votes: p.decimal('string').precision(30).scale(5).default(0),
    holders: p.bigint('number').default(0),
  },
});

export class CompanyRegisterTotal extends CompanyRegisterTotalSchema.class {}
CompanyRegisterTotalSchema.setClass(CompanyRegisterTotal);
