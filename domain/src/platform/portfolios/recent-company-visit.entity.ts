import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';

/** When a user last opened a company's pages; the newest ten per user are kept. */
export const RecentCompanyVisitSchema = defineEntity({
  name: 'RecentCompanyVisit',
  indexes: [{ properties: ['user', 'visitedAt'] }],
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    company: () => p.manyToOne(Company).primary().deleteRule('cascade'),
    visitedAt: p.datetime(),
  },
});

export class RecentCompanyVisit extends RecentCompanyVisitSchema.class {}
RecentCompanyVisitSchema.setClass(RecentCompanyVisit);
