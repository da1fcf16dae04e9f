/** Codes a feature the company's subscription does not include is refused with. */
export const subscriptionsErrorCodes = ['subscription.requiresSubscription'] as const;
