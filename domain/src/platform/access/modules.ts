import { features, grants, type Feature, type FeatureAccessLevel, type FeaturePermissions, type Module } from './features';

/**
 * The features each module holds (seed: platform core, section 3; the seed's `allowShareholderRegister`,
 * `allowDbot`, `allowArchive`, `allowMessaging` and the overview switch a module on for a custom role).
 */
export const moduleFeatures: Record<Module, readonly Feature[]> = {
  OVERVIEW: ['dashboard', 'articles', 'poas', 'ownership', 'companyRoles', 'companySettings'],
  SHAREHOLDER_REGISTER: ['shareholders', 'transactions', 'shareClasses', 'commitments', 'shareholderRegisterStatement', 'beneficialOwners'],
  DBOT: ['freetext', 'companyEvents', 'liveGeneralMeeting', 'increaseOfShareCapital'],
  ARCHIVE: ['boardArchive', 'shareholderArchive', 'adminArchive', 'customArchives'],
  MESSAGING: ['boardMessages', 'shareholderMessages'],
};

/** The module a feature belongs to. */
export const moduleOf = (feature: Feature): Module =>
  (Object.keys(moduleFeatures) as Module[]).find((module) => moduleFeatures[module].includes(feature))!;

/** The modules one of whose features these levels open: what a role gets when its modules are not chosen. */
export const modulesFor = (permissions: FeaturePermissions): Module[] =>
  (Object.keys(moduleFeatures) as Module[]).filter((module) => moduleFeatures[module].some((feature) => grants(permissions, feature, 'VIEW')));

/**
 * What a custom role may really do: its level for each feature whose module it holds, NONE for the rest. A role
 * without DBOT opens no project however its decision-tool features are set.
 */
export const permissionsWithin = (permissions: FeaturePermissions, modules: readonly Module[]): FeaturePermissions =>
  Object.fromEntries(
    features.flatMap((feature): [Feature, FeatureAccessLevel][] => {
      const level = permissions[feature];
      return level && modules.includes(moduleOf(feature)) ? [[feature, level]] : [];
    }),
  );
