import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { projectNameMaxLength, projectStatuses } from './project-constants';

/**
 * A decision project (seed 002, section 3): decisions and documents a company drafts, sends and follows up. Its
 * decisions and documents point to it (`ProjectDecision`, `ProjectDocument`) and are read with `loadProjectParts`.
 */
export const ProjectSchema = defineEntity({
  name: 'Project',
  indexes: [{ properties: ['company', 'updatedAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    name: p.string().length(projectNameMaxLength),
    /** Who created (or duplicated) it: the list's "by me". A deleted user leaves it to others. */
    owner: () => p.manyToOne(User).nullable().deleteRule('set null'),
    status: p.enum(projectStatuses).default('DRAFT'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class Project extends ProjectSchema.class {}
ProjectSchema.setClass(Project);
