import type { Feature, FeatureAccessLevel } from '@andel/domain/shared';
import { useParams } from 'react-router';
import { useCompany } from './useCompany';

/** The signed-in user's level on a feature of the company in the address; NONE until the header has loaded. */
export const useFeatureLevel = (feature: Feature): FeatureAccessLevel => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  return company?.featureLevels[feature] ?? 'NONE';
};

/** True when the user may change what the feature covers; buttons that change things hide otherwise. */
export const useCanEdit = (feature: Feature): boolean => useFeatureLevel(feature) === 'EDIT';
