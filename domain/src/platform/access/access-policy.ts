import type { GrantedAccessType } from './access-types';
import { features, grants, type Feature, type FeaturePermissions } from './features';

/** What a route needs: one of the access types, and for custom roles a feature at a level. */
export type AccessPolicy = {
  accessTypes: readonly GrantedAccessType[];
  feature?: Feature;
  level?: 'VIEW' | 'EDIT';
  /** Lets a custom role in when it may view any feature at all (for the company header). */
  anyFeature?: true;
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
  if (held.accessType === 'CUSTOM') return policy.feature !== undefined && grants(held.permissions ?? {}, policy.feature, level);
  return true;
};
