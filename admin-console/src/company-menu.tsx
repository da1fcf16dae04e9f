import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { Feature, FeatureAccessLevel } from '@andel/domain/shared';
import type { SideMenuItem } from './shell';
import { companyResources, resourceFeature } from './company-resources';

/** The company admin's side menu: the dashboard, then each registered resource the user's feature levels open. */
export const companyMenu = (orgNo: string, featureLevels: Record<Feature, FeatureAccessLevel> | undefined): SideMenuItem[] => {
  const base = `/company/${encodeURIComponent(orgNo)}`;
  const opens = (feature: Feature | undefined) => !feature || (featureLevels?.[feature] ?? 'NONE') !== 'NONE';
  return [
    ...(opens('dashboard') ? [{ path: base, labelKey: 'company.menu.dashboard', icon: <DashboardIcon />, end: true }] : []),
    ...companyResources
      .filter(({ name }) => opens(resourceFeature[name]))
      .map(({ name, icon: Icon }) => ({
        path: `${base}/${name}`,
        labelKey: `resources.${name}.name`,
        icon: Icon ? <Icon /> : undefined,
      })),
  ];
};
