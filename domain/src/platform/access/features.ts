/** Features a custom role grants access to (seed: platform core, section 3). */
export const features = [
  'dashboard',
  'articles',
  'poas',
  'ownership',
  'companyRoles',
  'companySettings',
  'shareholders',
  'transactions',
  'shareClasses',
  'commitments',
  'shareholderRegisterStatement',
  'beneficialOwners',
  'freetext',
  'companyEvents',
  'liveGeneralMeeting',
  'increaseOfShareCapital',
  'boardArchive',
  'shareholderArchive',
  'adminArchive',
  'customArchives',
  'boardMessages',
  'shareholderMessages',
] as const;
export type Feature = (typeof features)[number];

export const modules = ['OVERVIEW', 'SHAREHOLDER_REGISTER', 'DBOT', 'ARCHIVE', 'MESSAGING'] as const;
export type Module = (typeof modules)[number];

export const featureAccessLevels = ['NONE', 'VIEW', 'EDIT'] as const;
export type FeatureAccessLevel = (typeof featureAccessLevels)[number];

export type FeaturePermissions = Partial<Record<Feature, FeatureAccessLevel>>;

const rank: Record<FeatureAccessLevel, number> = { NONE: 0, VIEW: 1, EDIT: 2 };

/** A feature not listed in a role is NONE. */
export const grants = (permissions: FeaturePermissions, feature: Feature, needed: Exclude<FeatureAccessLevel, 'NONE'>): boolean =>
  rank[permissions[feature] ?? 'NONE'] >= rank[needed];

/** The features a role opens at all (VIEW or EDIT), in the features' order. */
export const grantedFeatures = (permissions: FeaturePermissions): Feature[] => features.filter((feature) => grants(permissions, feature, 'VIEW'));
