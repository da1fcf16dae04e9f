import Alert from '@mui/material/Alert';
import { features, type CustomRoleRecord, type RolePermissions, type TRolePermissions } from '@andel/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortfolioDialog } from '../portfolios/PortfolioDialog';
import { apiFetch, ErrorState, FormError, LoadingState, useNotify } from '@andel/ui/shell';
import { customRolesQueryKey } from './custom-roles-query-key';
import { RolePermissionsFields, type RolePermissionsValue } from './RolePermissionsFields';

const valueOf = (permissions: RolePermissions): RolePermissionsValue => ({
  levels: Object.fromEntries(permissions.features.map(({ featureName, access }) => [featureName, access])),
  modules: permissions.modules,
});

/** The form once the role's permissions are loaded: saved whole through `POST /permission/{orgNo}`. */
const PermissionsForm = ({ orgNo, role, permissions, onClose }: { orgNo: string; role: CustomRoleRecord; permissions: RolePermissions; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(() => valueOf(permissions));
  const save = useMutation({
    mutationFn: (input: TRolePermissions) => apiFetch<RolePermissions>(`/permission/${encodeURIComponent(orgNo)}`, { method: 'POST', body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customRolesQueryKey(orgNo) });
      void queryClient.invalidateQueries({ queryKey: ['rolePermissions', orgNo, role.id] });
      notify({ messageKey: 'customRoles.permissionsSaved', severity: 'success' });
      onClose();
    },
  });
  const submit = () => {
    if (!permissions.editable) return onClose();
    save.mutate({ customRoleId: role.id, features: features.map((featureName) => ({ featureName, access: value.levels[featureName] ?? 'NONE' })), modules: value.modules });
  };
  return (
    <PortfolioDialog titleKey="customRoles.permissionsTitle" titleParams={{ name: role.name }} submitKey="customRoles.save" pending={save.isPending} onSubmit={submit} onClose={onClose}>
      <FormError error={save.error} />
      {!permissions.editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('customRoles.permissionsNotEditable')}
        </Alert>
      )}
      <RolePermissionsFields value={value} onChange={setValue} disabled={!permissions.editable} />
    </PortfolioDialog>
  );
};

/** A role's levels per feature and its modules (`GET /permission/{orgNo}/{customRoleId}`), changed by an admin of the role's company. */
export const RolePermissionsDialog = ({ orgNo, role, onClose }: { orgNo: string; role: CustomRoleRecord; onClose: () => void }) => {
  const permissions = useQuery({
    queryKey: ['rolePermissions', orgNo, role.id],
    queryFn: ({ signal }) => apiFetch<RolePermissions>(`/permission/${encodeURIComponent(orgNo)}/${encodeURIComponent(role.id)}`, { signal }),
  });
  if (permissions.isPending) return <LoadingState />;
  if (permissions.isError) return <ErrorState error={permissions.error} />;
  return <PermissionsForm orgNo={orgNo} role={role} permissions={permissions.data} onClose={onClose} />;
};
