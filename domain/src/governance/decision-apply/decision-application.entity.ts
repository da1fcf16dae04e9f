import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { ProjectDecision } from '../projects/project-decision.entity';
import type { AppliedWrite } from './decision-apply-views';

/** An adopted decision applied to the register or the company: one per project decision, so a second apply is refused. */
export const DecisionApplicationSchema = defineEntity({
  name: 'DecisionApplication',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    decision: () => p.oneToOne(ProjectDecision).owner().unique().deleteRule('cascade'),
    written: p.json<AppliedWrite>(),
    appliedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    appliedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DecisionApplication extends DecisionApplicationSchema.class {}
DecisionApplicationSchema.setClass(DecisionApplication);
