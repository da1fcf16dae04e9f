import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { grantedAccessTypes } from '../access/access-types';
import { User } from '../users/user.entity';
import { Company } from './company.entity';

/** What a user may do in a company: one row per access type (and per shareholder for shareholder access). */
export const CompanyAccessSchema = defineEntity({
  name: 'CompanyAccess',
  uniques: [{ properties: ['user', 'company', 'accessType', 'shareholderId'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    accessType: p.enum(grantedAccessTypes),
    /** For SHAREHOLDER and ADDITIONAL_REPRESENTATIVE: the shareholder acted for. */
    shareholderId: p.uuid().nullable(),
    /** For CUSTOM: the custom role granting the permissions. */
    customRoleId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CompanyAccess extends CompanyAccessSchema.class {}
CompanyAccessSchema.setClass(CompanyAccess);
