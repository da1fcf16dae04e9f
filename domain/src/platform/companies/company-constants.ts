export const countries = ['NO', 'SE'] as const;
export type Country = (typeof countries)[number];

export const currencies = ['NOK', 'SEK'] as const;
export type Currency = (typeof currencies)[number];

export const subscriptionTypes = ['BASIC', 'PRO', 'SHAREHOLDER_REGISTER', 'FREE', 'SHAREHOLDER_REGISTER_LEGACY'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

export const subscriptionStates = ['NOT_IN_USE_YET', 'CREATED_INACTIVE', 'PAYMENT_REGISTERED', 'ACTIVE'] as const;
/** How a company's first administrator proved the claim (see platform/company-claims). */
export const claimProofs = ['REGISTER_ROLE', 'SUPER_ADMIN'] as const;
export type ClaimProof = (typeof claimProofs)[number];
export type SubscriptionState = (typeof subscriptionStates)[number];

/** A company is Swedish if its organisation number starts with SE (seed: platform core, section 5). */
export const countryOfOrganisationNumber = (organisationNumber: string): Country =>
  organisationNumber.toUpperCase().startsWith('SE') ? 'SE' : 'NO';

export const currencyOfCountry = (country: Country): Currency => (country === 'SE' ? 'SEK' : 'NOK');
