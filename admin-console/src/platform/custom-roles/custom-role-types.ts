import type { Feature, FeatureAccessLevel, Language } from '@andel/domain/shared';

/** `GET /company/{orgNo}/custom-roles` rows. */
export type CustomRoleRecord = {
  id: string;
  name: string;
  texts: { language: Language; name: string; description: string }[];
  featureLevels: Record<Feature, FeatureAccessLevel>;
  companies: { organisationNumber: string; companyName: string }[];
  users: { externalId: string; name: string; email: string }[];
  userIds: string[];
};

export type AvailableUser = { externalId: string; name: string; email: string };

export const customRolesQueryKey = (orgNo: string) => ['company', orgNo, 'customRoles'];
