import type { DecisionCategory, DecisionType } from '@andel/domain/shared';

/** `/company/{orgNo}/dbot/{subMenuLink}/{menuItem?}`: the decision tool at a category, and a decision type in it. */
export const decisionToolPath = (orgNo: string, category: DecisionCategory, type?: DecisionType) =>
  `/company/${encodeURIComponent(orgNo)}/dbot/${category}${type ? `/${type}` : ''}`;
