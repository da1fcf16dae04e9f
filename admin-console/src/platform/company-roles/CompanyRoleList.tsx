import type { CompanyRoleRecord } from '@andel/domain/shared';
import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar, useBasename } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@andel/ui/shell';
import { companyRoleName } from './company-role-name';

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** `/company/{orgNo}/roles`: the board by rank, then the other roles (the server's order); a row opens its details. */
export const CompanyRoleList = () => {
  const { t } = useTranslation();
  const basename = useBasename();
  return (
    <List
      actions={<Actions />}
      pagination={false}
      empty={<EmptyState titleKey="companyRoles.empty.title" textKey="companyRoles.empty.text" action={<CreateButton />} />}
    >
      <Datagrid rowClick={(id) => `${basename}/role/${encodeURIComponent(String(id))}/details`} bulkActionButtons={false}>
        <FunctionField<CompanyRoleRecord> source="role" sortable={false} render={(record) => t(`companyRole.${record.role}`)} />
        <FunctionField<CompanyRoleRecord> label="resources.roles.fields.name" render={companyRoleName} />
        <TextField source="email" sortable={false} emptyText="–" />
      </Datagrid>
    </List>
  );
};
