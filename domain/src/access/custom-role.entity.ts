import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../company/company.entity';
import { modules, type FeaturePermissions } from './features';

/** A named set of per-feature permissions, created in one company and assignable across a portfolio. */
export const CustomRoleSchema = defineEntity({
  name: 'CustomRole',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    name: p.string().length(200),
    permissions: p.json<FeaturePermissions>(),
    modules: p.enum(modules).array(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CustomRole extends CustomRoleSchema.class {}
CustomRoleSchema.setClass(CustomRole);
