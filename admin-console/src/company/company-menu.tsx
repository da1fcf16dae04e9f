import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import type { SideMenuItem } from '../shell';
import { companyResources } from './resources';

/** The company admin's side menu: the dashboard, then each registered resource. */
export const companyMenu = (orgNo: string): SideMenuItem[] => {
  const base = `/company/${encodeURIComponent(orgNo)}`;
  return [
    { path: base, labelKey: 'company.menu.dashboard', icon: <DashboardIcon />, end: true },
    ...companyResources.map(({ name, icon: Icon }) => ({
      path: `${base}/${name}`,
      labelKey: `resources.${name}.name`,
      icon: Icon ? <Icon /> : undefined,
    })),
  ];
};
