// What the custom-role calls answer, shared by the domain and BFF that build it and the console that shows it.
import type { CompanyMenuEntry } from '../access/company-menu-entries';
import type { Feature, FeatureAccessLevel, Module } from '../access/features';
import type { TCustomRoleText } from './custom-role.schemas';

/**
 * What a role grants, for audit events and `GET /company-settings/{orgNo}/preview-custom-role/{id}`: its levels for
 * every feature, its menu entries and the companies it covers.
 */
export type CustomRoleFacts = {
  customRoleId: string;
  customRoleName: string;
  customRoleLanguages: TCustomRoleText[];
  featureLevels: Record<Feature, FeatureAccessLevel>;
  menu: CompanyMenuEntry[];
  modules: Module[];
  companies: { organisationNumber: string; companyName: string }[];
};

/** A user holding a role, or one who may be given it (`GET /company/{orgNo}/custom-roles/available-users`). */
export type CustomRoleUser = { externalId: string; name: string; email: string; orgNo: string; lastLogin: null };

/** `GET /company/{orgNo}/custom-roles` rows: the seed's fields, with `featureLevels` and `userIds` for the form. */
export type CustomRoleRecord = CustomRoleFacts & {
  id: string;
  orgNo: string;
  name: string;
  texts: TCustomRoleText[];
  features: { featureName: string; access: FeatureAccessLevel }[];
  users: CustomRoleUser[];
  userIds: string[];
};

/**
 * `GET /permission/{orgNo}/{customRoleId}`: a role's permissions in the seed's fields, every feature with its access
 * and the modules the role may use, and whether the viewer may change them (an admin of the role's own company).
 */
export type RolePermissions = {
  customRoleId: string;
  customRoleName: string;
  orgNo: string;
  features: { featureName: Feature; access: FeatureAccessLevel }[];
  modules: Module[];
  editable: boolean;
};
