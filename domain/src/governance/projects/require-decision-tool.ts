import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { DecisionType } from '../decisions/decision-catalogue';
import { decisionToolAvailable, decisionTypeAvailable } from '../decisions/decision-gating';

/** The legacy register-only agreement has no decision tool (seed 002, section 6). */
export const requireDecisionTool = (company: Company): void => {
  if (!decisionToolAvailable(company.subscriptionType)) throw new DomainError('subscription.requiresSubscription');
};

/** Each decision type must be in a category the company's subscription opens. */
export const requireDecisionTypes = (company: Company, types: readonly DecisionType[]): void => {
  requireDecisionTool(company);
  const refused = types.find((type) => !decisionTypeAvailable(company.subscriptionType, type));
  if (refused) throw new DomainError('subscription.requiresSubscription', { decisionType: refused });
};
