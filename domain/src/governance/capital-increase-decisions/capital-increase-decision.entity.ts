import { defineEntity, p } from '@mikro-orm/core';
import type { TCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { ProjectDecision } from '../projects/project-decision.entity';

/** The increase of share capital form of a project's `increaseOfShareCapital` decision (seed 001, section 3). */
export const CapitalIncreaseDecisionSchema = defineEntity({
  name: 'CapitalIncreaseDecision',
  properties: {
    decision: () => p.oneToOne(ProjectDecision).primary().deleteRule('cascade'),
    form: p.json<TCapitalIncrease>(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class CapitalIncreaseDecision extends CapitalIncreaseDecisionSchema.class {}
CapitalIncreaseDecisionSchema.setClass(CapitalIncreaseDecision);
