import { grants, type Feature, type FeaturePermissions, type Module } from '../access/features';

const moduleFeatures: Record<Module, readonly Feature[]> = {
  OVERVIEW: ['dashboard', 'articles', 'poas', 'ownership', 'companyRoles', 'companySettings'],
  SHAREHOLDER_REGISTER: ['shareholders', 'transactions', 'shareClasses', 'commitments', 'shareholderRegisterStatement', 'beneficialOwners'],
  DBOT: ['freetext', 'companyEvents', 'liveGeneralMeeting', 'increaseOfShareCapital'],
  ARCHIVE: ['boardArchive', 'shareholderArchive', 'adminArchive', 'customArchives'],
  MESSAGING: ['boardMessages', 'shareholderMessages'],
};

/** The modules a role opens: each module one of whose features the role may at least view. */
export const modulesFor = (permissions: FeaturePermissions): Module[] =>
  (Object.keys(moduleFeatures) as Module[]).filter((module) => moduleFeatures[module].some((feature) => grants(permissions, feature, 'VIEW')));
