import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../companies/company.entity';
import { modules, type FeaturePermissions } from '../access/features';
import type { TCustomRoleText } from './custom-role.schemas';

/**
 * A named set of per-feature permissions, created in one company (`company`) and given to users in the
 * companies it covers (`companies`, the creator company included). Users hold it through CUSTOM company accesses.
 */
export const CustomRoleSchema = defineEntity({
  name: 'CustomRole',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    name: p.string().length(200),
    /** Name and description per language (nb, sv, en). */
    texts: p.json<TCustomRoleText[]>().onCreate(() => []),
    permissions: p.json<FeaturePermissions>(),
    modules: p.enum(modules).array(),
    companies: () => p.manyToMany(Company).owner(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CustomRole extends CustomRoleSchema.class {}
CustomRoleSchema.setClass(CustomRole);
