/** The increase of share capital decision's closed lists and constants (seed 001, sections 3 and 9). */
export const capitalContributionTypes = ['cash', 'debt', 'kind'] as const;
export type CapitalContributionType = (typeof capitalContributionTypes)[number];

export const increaseTypes = ['shareIssue', 'increaseNominalValue'] as const;
export type IncreaseType = (typeof increaseTypes)[number];

export const quickSetupTypes = ['CASH_PREFERENTIAL_RIGHTS', 'CASH_PRIVATE_PLACEMENT'] as const;
export type QuickSetupType = (typeof quickSetupTypes)[number];

export const specialCircumstanceChoices = ['NONE', 'NONE_UNKNOWN_TO_SUBSCRIBERS', 'ADDED_EXPLANATION'] as const;
export const excessAmountMethods = ['discharged', 'remains_liability', 'paidout'] as const;
export const waivedReasons = ['SHAREHOLDERS_IN_UNDERSTANDING', 'DEEMED_NECESSARY', 'ADDED_EXPLANATION'] as const;
export const shareholderRightsOptions = ['FROM_REGISTRATION_DATE', 'FROM_SUBSCRIPTION_DATE'] as const;
export const exchangeRateSources = ['ECB', 'NORGES_BANK', 'OTHER'] as const;
export const kindContributionMethods = ['USD', 'EUR', 'SEK', 'DKK', 'otherCurrency', 'otherKind'] as const;
export type KindContributionMethod = (typeof kindContributionMethods)[number];

/** Quick setup issues shares for this amount, divided by the nominal value (seed section 9). */
export const quickSetupIssueAmount = '10000000';
/** Quick setup's deadline, days ahead (seed section 9). */
export const quickSetupDeadlineDays = 14;
/** Nominal value precision and the share capital's (seed section 9). */
export const nominalValueDecimals = 4;
export const totalCapitalDecimals = 9;
