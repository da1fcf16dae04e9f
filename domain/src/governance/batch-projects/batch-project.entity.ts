import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { projectNameMaxLength } from '../projects/project-constants';

/**
 * A batch project (seed 002, section 3: batch payload): one project per company made at once from the same choice of
 * decisions, each company's own (`BatchProjectEntry`). Its name is every project's name; the meeting date every
 * general meeting's first date.
 */
export const BatchProjectSchema = defineEntity({
  name: 'BatchProject',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(projectNameMaxLength),
    meetingDate: p.string().length(10),
    /** Who created it. A deleted user leaves it to the companies' other admins. */
    owner: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class BatchProject extends BatchProjectSchema.class {}
BatchProjectSchema.setClass(BatchProject);
