import type { SubscriptionType } from '../../platform/companies/company-constants';
import { decisionCatalogue, decisionCategories, categoriesOf, type DecisionCategory, type DecisionType } from './decision-catalogue';

/**
 * Subscription gating of the decision tool (seed 002, section 6): the ordinary general meeting category needs
 * BASIC, every other category PRO (PRO includes BASIC); the legacy register-only agreement hides the tool.
 */
export const requiredSubscriptionFor = (category: DecisionCategory): 'BASIC' | 'PRO' => (category === 'ordinaryGeneralMeeting' ? 'BASIC' : 'PRO');

const tiersOf: Record<'BASIC' | 'PRO', readonly SubscriptionType[]> = { BASIC: ['BASIC', 'PRO'], PRO: ['PRO'] };

/** Whether a company with this subscription may open the decision tool (projects) at all. */
export const decisionToolAvailable = (subscription: SubscriptionType): boolean => subscription !== 'SHAREHOLDER_REGISTER_LEGACY';

export const categoryAvailable = (subscription: SubscriptionType, category: DecisionCategory): boolean =>
  decisionToolAvailable(subscription) && tiersOf[requiredSubscriptionFor(category)].includes(subscription);

/** A decision type is available when any category that lists it is. */
export const decisionTypeAvailable = (subscription: SubscriptionType, type: DecisionType): boolean =>
  categoriesOf(type).some((category) => categoryAvailable(subscription, category));

export type DecisionCatalogueCategory = {
  category: DecisionCategory;
  requiredSubscription: 'BASIC' | 'PRO';
  available: boolean;
  decisionTypes: DecisionType[];
};

/** The whole catalogue grouped by category, each marked available or not for the subscription (the screen shows the rest as an upgrade). */
export const decisionCatalogueFor = (subscription: SubscriptionType): DecisionCatalogueCategory[] =>
  decisionCategories.map((category) => ({
    category,
    requiredSubscription: requiredSubscriptionFor(category),
    available: categoryAvailable(subscription, category),
    decisionTypes: [...decisionCatalogue[category]],
  }));

/** `GET /projects/{orgNo}/decision-catalogue`: whether the tool is open, and the catalogue for the subscription. */
export const decisionCatalogueView = (subscription: SubscriptionType) => ({
  decisionToolAvailable: decisionToolAvailable(subscription),
  categories: decisionCatalogueFor(subscription),
});
