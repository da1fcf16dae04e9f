import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';
import { Portfolio } from './portfolio.entity';

/**
 * A company placed in one of a user's portfolios. The key (user, company) keeps a company in at most one
 * portfolio per user; moving it changes `portfolio`.
 */
export const PortfolioCompanySchema = defineEntity({
  name: 'PortfolioCompany',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    company: () => p.manyToOne(Company).primary().deleteRule('cascade'),
    portfolio: () => p.manyToOne(Portfolio).deleteRule('cascade').index(),
    addedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class PortfolioCompany extends PortfolioCompanySchema.class {}
PortfolioCompanySchema.setClass(PortfolioCompany);
