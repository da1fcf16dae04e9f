/** `settings/{menuItem}` (seed: users, permissions, shareholders, billing); billing is for admins only. */
export const companySettingsTabs = ['users', 'permissions', 'shareholders', 'billing'] as const;
export type CompanySettingsTab = (typeof companySettingsTabs)[number];

export const isCompanySettingsTab = (value: string | undefined): value is CompanySettingsTab =>
  companySettingsTabs.includes(value as CompanySettingsTab);
