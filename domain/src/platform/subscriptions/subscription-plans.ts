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

/**
 * The seeds' price bands (000 and 002 section 9) by the number of shareholders holding shares: inclusive `from`
 * and `upTo`, `upTo` null for the open top band, whose price is `null`: contact the provider. Prices are whole
 * units as decimal strings (never floats) in the company's currency (the seeds show none).
 */
export const priceBands = [
  { from: 0, upTo: 9, price: '2000' },
  { from: 10, upTo: 29, price: '10000' },
  { from: 30, upTo: 59, price: '15000' },
  { from: 60, upTo: 99, price: '25000' },
  { from: 100, upTo: null, price: null },
] as const satisfies readonly { from: number; upTo: number | null; price: string | null }[];
export type PriceBand = (typeof priceBands)[number];

export const priceBandIndex = (shareholderCount: number): number =>
  priceBands.findIndex((band) => band.upTo === null || shareholderCount <= band.upTo);

/**
 * What a tier costs a company with this many shareholders per billing period: FREE nothing, every paid tier the
 * band's price (the seeds give one price per band, not per tier); `null` means contact the provider.
 */
export const subscriptionPrice = (type: ChoosableSubscriptionType, shareholderCount: number): string | null =>
  type === 'FREE' ? '0' : (priceBands[priceBandIndex(shareholderCount)]?.price ?? null);

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
