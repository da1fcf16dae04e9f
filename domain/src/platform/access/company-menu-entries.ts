import type { GrantedAccessType } from './access-types';
import { features, grants, type Feature, type FeatureAccessLevel, type FeaturePermissions, type Module } from './features';
import { permissionsWithin } from './modules';

/** The admin console's company menu entries (paths under /company/{orgNo}) and the feature each needs. */
export const companyMenuEntries = [
  { entry: 'dashboard', feature: 'dashboard' },
  { entry: 'shareholders', feature: 'shareholders' },
  { entry: 'shareholders/transactions', feature: 'transactions' },
  { entry: 'shareholders/classes', feature: 'shareClasses' },
  { entry: 'roles', feature: 'companyRoles' },
  { entry: 'settings', feature: 'companySettings' },
] as const satisfies readonly { entry: string; feature: Feature }[];
export type CompanyMenuEntry = (typeof companyMenuEntries)[number]['entry'];

const everyFeatureAt = (level: FeatureAccessLevel) => Object.fromEntries(features.map((feature) => [feature, level])) as Record<Feature, FeatureAccessLevel>;

/**
 * The level of every feature for one access: admins edit everything, super-admins view everything, a custom
 * role has its own levels (NONE where it names none, and, when its modules are given, for every feature outside
 * them), other access types use no admin feature.
 */
export const featureLevelsOf = (accessType: GrantedAccessType, permissions: FeaturePermissions = {}, modules?: readonly Module[]): Record<Feature, FeatureAccessLevel> => {
  if (accessType === 'ADMIN') return everyFeatureAt('EDIT');
  if (accessType === 'SUPERADMIN') return everyFeatureAt('VIEW');
  if (accessType === 'CUSTOM') return { ...everyFeatureAt('NONE'), ...(modules ? permissionsWithin(permissions, modules) : permissions) };
  return everyFeatureAt('NONE');
};

/** The menu entries open to someone with these feature levels. */
export const menuEntriesFor = (levels: FeaturePermissions): CompanyMenuEntry[] =>
  companyMenuEntries.filter(({ feature }) => grants(levels, feature, 'VIEW')).map(({ entry }) => entry);
