import { defineEntity, p } from '@mikro-orm/core';
import { grantedAccessTypes } from '../access/access-types';
import { Company } from '../companies/company.entity';
import { User } from '../users/user.entity';

export const StarredCompanySchema = defineEntity({
  name: 'StarredCompany',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    company: () => p.manyToOne(Company).primary().deleteRule('cascade'),
    accessType: p.enum(grantedAccessTypes).primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class StarredCompany extends StarredCompanySchema.class {}
StarredCompanySchema.setClass(StarredCompany);
