import type { GrantedAccessType } from './access-types';
import { features, grants, type Feature, type FeaturePermissions } from './features';

/** What a route needs: one of the access types, and for custom roles a feature at a level. */
export type AccessPolicy = {
  accessTypes: readonly GrantedAccessType[];
  feature?: Feature;
  level?: 'VIEW' | 'EDIT';
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
  /** The custom role and its permissions, for CUSTOM access. */
  customRoleId?: string | null;
  permissions?: FeaturePermissions;
};

/**
 * Super-admins may look at any company but change nothing; custom roles need the route's feature
 * at the route's level; every other access type is allowed when the route lists it.
 */
export const allows = (policy: AccessPolicy, held: HeldAccess): boolean => {
  if (!policy.accessTypes.includes(held.accessType)) return false;
  const level = policy.level ?? 'VIEW';
  if (held.accessType === 'SUPERADMIN') return level === 'VIEW';
  if (held.accessType === 'CUSTOM' && policy.anyFeature) return features.some((feature) => grants(held.permissions ?? {}, feature, 'VIEW'));
  if (held.accessType === 'CUSTOM') {
    const permissions = held.permissions ?? {};
    if (policy.feature !== undefined && grants(permissions, policy.feature, level)) return true;
    if ((policy.anyOfFeatures ?? []).some((feature) => grants(permissions, feature, level))) return true;
    return level === 'VIEW' && (policy.viewableWith ?? []).some((feature) => grants(permissions, feature, 'VIEW'));
  }
  return true;
};
