import type { GrantedAccessType } from './access-types';
import { features, grants, type Feature, type FeaturePermissions, type Module } from './features';
import { moduleOf, permissionsWithin } from './modules';

/** What a route needs: one of the access types, and for custom roles a feature at a level within its module. */
export type AccessPolicy = {
  accessTypes: readonly GrantedAccessType[];
  feature?: Feature;
  level?: 'VIEW' | 'EDIT';
  /**
   * The module a custom role must hold (OVERVIEW, SHAREHOLDER_REGISTER, DBOT, ARCHIVE, MESSAGING). Without it, the
   * feature's module; a route declares it when it belongs to a module as a whole.
   */
  module?: Module;
  /** Lets a custom role in when it may view any feature at all (for the company header). */
  anyFeature?: true;
  /**
   * Reading only: features whose screens show what this route answers, so a custom role that may view one of them
   * may read it too (share classes name the holdings a shareholder or transaction viewer sees).
   */
  viewableWith?: readonly Feature[];
  /**
   * Features that open the route as the route's own feature does, at its level: routes shared by several features'
   * screens (the archive's calls serve its four sections; the use-case then checks the section's own feature).
   */
  anyOfFeatures?: readonly Feature[];
};

export type HeldAccess = {
  accessType: GrantedAccessType;
  shareholderId: string | null;
  /** The custom role, its levels and its modules, for CUSTOM access. */
  customRoleId?: string | null;
  permissions?: FeaturePermissions;
  modules?: readonly Module[];
};

/** The module a custom role needs for a route: the one it declares, else its feature's. */
export const policyModule = (policy: AccessPolicy): Module | undefined => policy.module ?? (policy.feature && moduleOf(policy.feature));

/**
 * Super-admins may look at any company but change nothing; custom roles need the route's module and its feature
 * at the route's level (a feature counts only within a module the role holds); every other access type is allowed
 * when the route lists it.
 */
export const allows = (policy: AccessPolicy, held: HeldAccess): boolean => {
  if (!policy.accessTypes.includes(held.accessType)) return false;
  const level = policy.level ?? 'VIEW';
  if (held.accessType === 'SUPERADMIN') return level === 'VIEW';
  if (held.accessType !== 'CUSTOM') return true;
  const modules = held.modules ?? [];
  const permissions = permissionsWithin(held.permissions ?? {}, modules);
  const module = policyModule(policy);
  if (module && !modules.includes(module)) return false;
  if (policy.anyFeature) return features.some((feature) => grants(permissions, feature, 'VIEW'));
  if (policy.feature !== undefined && grants(permissions, policy.feature, level)) return true;
  if ((policy.anyOfFeatures ?? []).some((feature) => grants(permissions, feature, level))) return true;
  return level === 'VIEW' && (policy.viewableWith ?? []).some((feature) => grants(permissions, feature, 'VIEW'));
};
