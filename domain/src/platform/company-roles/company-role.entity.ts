import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { companyRoleTypes } from '../access/access-types';
import { languages } from '../../kernel/i18n/languages';
import { User } from '../users/user.entity';
import { Company } from '../companies/company.entity';

/** A board or management role held by a person, who may or may not be a user. */
export const CompanyRoleSchema = defineEntity({
  name: 'CompanyRole',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    role: p.enum(companyRoleTypes),
    firstName: p.string().length(100),
    middleName: p.string().length(100).nullable(),
    lastName: p.string().length(100),
    email: p.string().length(320).nullable(),
    language: p.enum(languages).default('nb'),
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CompanyRole extends CompanyRoleSchema.class {}
CompanyRoleSchema.setClass(CompanyRole);
