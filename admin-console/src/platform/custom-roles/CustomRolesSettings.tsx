import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { grantedFeatures, type CustomRoleRecord } from '@andel/domain/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, EmptyState, ErrorState, errorMessageKey, LoadingState, useCanEdit, useNotify } from '@andel/ui/shell';
import { CustomRoleDialog } from './CustomRoleDialog';
import { RolePermissionsDialog } from './RolePermissionsDialog';
import { customRolesQueryKey } from './custom-roles-query-key';

/** `settings/permissions`: the company's custom roles with what each may do and who holds it. */
export const CustomRolesSettings = ({ orgNo }: { orgNo: string }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canEdit = useCanEdit('companySettings');
  const [editing, setEditing] = useState<CustomRoleRecord | 'new' | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<CustomRoleRecord | null>(null);
  const roles = useQuery({
    queryKey: customRolesQueryKey(orgNo),
    queryFn: ({ signal }) => apiFetch<CustomRoleRecord[]>(`/company/${encodeURIComponent(orgNo)}/custom-roles`, { signal }),
  });
  const remove = useMutation({
    mutationFn: (role: CustomRoleRecord) => apiFetch(`/company/${encodeURIComponent(orgNo)}/custom-roles/${role.id}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customRolesQueryKey(orgNo) });
      notify({ messageKey: 'customRoles.deleted', severity: 'success' });
    },
    onError: (error) => notify({ messageKey: errorMessageKey(error), severity: 'error' }),
  });
  return (
    <Box>
      {canEdit && (
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
          {t('customRoles.create')}
        </Button>
      )}
      {roles.isPending ? (
        <LoadingState />
      ) : roles.isError ? (
        <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />
      ) : roles.data.length === 0 ? (
        <EmptyState titleKey="customRoles.empty.title" textKey="customRoles.empty.text" />
      ) : (
        <List aria-label={t('resources.custom-roles.name')}>
          {roles.data.map((role) => (
            <ListItem
              key={role.id}
              divider
              secondaryAction={
                canEdit && (
                  <>
                    <Button onClick={() => setPermissionsOf(role)}>{t('customRoles.permissions')}</Button>
                    <Button onClick={() => setEditing(role)}>{t('customRoles.editButton')}</Button>
                    <Button color="error" disabled={remove.isPending} onClick={() => window.confirm(t('customRoles.confirmDelete', { name: role.name })) && remove.mutate(role)}>
                      {t('customRoles.delete')}
                    </Button>
                  </>
                )
              }
            >
              <ListItemText
                primary={role.name}
                secondary={
                  <>
                    {role.modules.map((module) => (
                      <Chip key={module} size="small" color="primary" variant="outlined" sx={{ mr: 0.5, mt: 0.5 }} label={t(`customRoles.module.${module}`)} />
                    ))}
                    {grantedFeatures(role.featureLevels).map((feature) => (
                      <Chip key={feature} size="small" sx={{ mr: 0.5, mt: 0.5 }} label={`${t(`feature.${feature}`)}: ${t(`customRoles.level.${role.featureLevels[feature]}`)}`} />
                    ))}
                    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                      {t('customRoles.holders', { count: role.users.length, names: role.users.map((u) => u.name).join(', ') })}
                    </Box>
                  </>
                }
                secondaryTypographyProps={{ component: 'div' }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {permissionsOf && <RolePermissionsDialog orgNo={orgNo} role={permissionsOf} onClose={() => setPermissionsOf(null)} />}
      {editing && <CustomRoleDialog orgNo={orgNo} role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
};
