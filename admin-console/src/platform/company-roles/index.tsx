import type { CompanyRoleRecord } from '@andel/domain/shared';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { Create, Edit, ResourceContextProvider, type ResourceProps } from 'react-admin';
import { Route } from 'react-router';
import { companyRoleName } from './company-role-name';
import { CompanyRoleForm } from './CompanyRoleForm';
import { lazyNamed } from '@andel/ui/shell';

const CompanyRoleList = lazyNamed(() => import('./CompanyRoleList'), 'CompanyRoleList');

const companyRoleResource = 'roles';

const CompanyRoleCreate = () => (
  <Create redirect="list">
    <CompanyRoleForm />
  </Create>
);

/** The seed's role details page: the role's form, with delete. */
const CompanyRoleDetails = () => (
  <ResourceContextProvider value={companyRoleResource}>
    <Edit mutationMode="pessimistic" redirect="list">
      <CompanyRoleForm />
    </Edit>
  </ResourceContextProvider>
);

/** Company roles: `/company/{orgNo}/roles` and `/roles/create`; a role's details at `/role/{id}/details` as in the seed. */
export const companyRoles: ResourceProps = {
  name: companyRoleResource,
  list: CompanyRoleList,
  create: CompanyRoleCreate,
  icon: BadgeIcon,
  recordRepresentation: (record: CompanyRoleRecord) => companyRoleName(record),
};

export const companyRoleRoutes = [<Route key="role-details" path="role/:id/details" element={<CompanyRoleDetails />} />];
