import type { SubscriptionState, SubscriptionType } from '../companies/company-constants';

/** Tiers an admin can choose; the legacy register-only agreement is kept by companies that have it but no longer offered. */
export const choosableSubscriptionTypes = ['FREE', 'SHAREHOLDER_REGISTER', 'BASIC', 'PRO'] as const satisfies readonly SubscriptionType[];
export type ChoosableSubscriptionType = (typeof choosableSubscriptionTypes)[number];

/** What a subscription switches on beyond the shareholder register (seed: menus gated by subscription). */
export const subscriptionCapabilities = ['decisionTool', 'decisionCategories', 'schedule', 'archive', 'messaging'] as const;
export type SubscriptionCapability = (typeof subscriptionCapabilities)[number];

const capabilitiesOf: Record<SubscriptionType, readonly SubscriptionCapability[]> = {
  SHAREHOLDER_REGISTER_LEGACY: [],
  FREE: ['decisionTool', 'schedule', 'archive', 'messaging'],
  SHAREHOLDER_REGISTER: ['decisionTool', 'schedule', 'archive', 'messaging'],
  BASIC: subscriptionCapabilities,
  PRO: subscriptionCapabilities,
};

export const subscriptionAllows = (type: SubscriptionType, capability: SubscriptionCapability): boolean => capabilitiesOf[type].includes(capability);

export const capabilitiesOfSubscription = (type: SubscriptionType): SubscriptionCapability[] => [...capabilitiesOf[type]];

/** Price bands by the number of shareholders holding shares; `upTo` null is the open-ended top band. */
export const priceBands = [
  { from: 0, upTo: 10 },
  { from: 11, upTo: 50 },
  { from: 51, upTo: 200 },
  { from: 201, upTo: 1000 },
  { from: 1001, upTo: null },
] as const;
export type PriceBand = (typeof priceBands)[number];

/**
 * Yearly prices per band in the company's currency (NOK or SEK, near par: one table), whole units as decimal
 * strings (never floats).
 */
const yearlyPrices: Record<ChoosableSubscriptionType, readonly string[]> = {
  FREE: ['0', '0', '0', '0', '0'],
  SHAREHOLDER_REGISTER: ['990', '1990', '3990', '7990', '14990'],
  BASIC: ['2990', '3990', '5990', '9990', '16990'],
  PRO: ['5990', '6990', '8990', '12990', '19990'],
};

export const priceBandIndex = (shareholderCount: number): number =>
  priceBands.findIndex((band) => band.upTo === null || shareholderCount <= band.upTo);

export const yearlyPrice = (type: ChoosableSubscriptionType, shareholderCount: number): string => yearlyPrices[type][priceBandIndex(shareholderCount)] ?? '0';

/** Price of every choosable tier in every band, for the billing page's table. */
export const priceTable = () => choosableSubscriptionTypes.map((subscriptionType) => ({ subscriptionType, prices: [...yearlyPrices[subscriptionType]] }));

/**
 * Choosing a tier: free is active at once; a paid tier on an active subscription stays active (billed from the
 * next period); otherwise it awaits payment (CREATED_INACTIVE) until the back office registers it.
 */
export const stateAfterChoosing = (type: ChoosableSubscriptionType, current: SubscriptionState): SubscriptionState =>
  type === 'FREE' || current === 'ACTIVE' ? 'ACTIVE' : 'CREATED_INACTIVE';

const nextState: Record<SubscriptionState, SubscriptionState | null> = {
  NOT_IN_USE_YET: null,
  CREATED_INACTIVE: 'PAYMENT_REGISTERED',
  PAYMENT_REGISTERED: 'ACTIVE',
  ACTIVE: null,
};

/** The back office moves a subscription forward: payment registered, then active. */
export const nextSubscriptionState = (current: SubscriptionState): SubscriptionState | null => nextState[current];
