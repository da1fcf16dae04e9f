/** Seed (platform core, section 3): enterprise features with quotas, status and billing frequency. */
export const enterpriseFeatures = ['CUSTOM_DOCS', 'LIVE_GM'] as const;
export type EnterpriseFeature = (typeof enterpriseFeatures)[number];

export const enterpriseAccountStatuses = ['ACTIVE', 'INACTIVE'] as const;
export type EnterpriseAccountStatus = (typeof enterpriseAccountStatuses)[number];

export const billingFrequencies = ['ANNUALLY', 'QUARTERLY'] as const;
export type BillingFrequency = (typeof billingFrequencies)[number];

export const enterpriseAccountTabs = ['overview', 'companies'] as const;
export type EnterpriseAccountTab = (typeof enterpriseAccountTabs)[number];
