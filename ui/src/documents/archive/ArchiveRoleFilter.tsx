import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../platform/shell';

/**
 * The admin's custom-role filter of the custom archives (`roleId`, seed 002 section 6): all, or one custom role of the
 * company, whose view the list then shows and whose editable folders alone a move may go to.
 */
export const ArchiveRoleFilter = ({ orgNo, roleId, onChange }: { orgNo: string; roleId: string | null; onChange: (roleId: string | null) => void }) => {
  const { t } = useTranslation();
  const roles = useQuery({ queryKey: ['custom-roles', orgNo, 'archive-filter'], queryFn: ({ signal }) => apiFetch<{ id: string; name: string }[]>(`/company/${encodeURIComponent(orgNo)}/custom-roles`, { signal }) });
  if (!roles.data?.length) return null;
  return (
    <TextField select size="small" sx={{ minWidth: 220 }} label={t('archive.roleFilter')} value={roleId ?? 'all'} onChange={(event) => onChange(event.target.value === 'all' ? null : event.target.value)}>
      <MenuItem value="all">{t('archive.roleFilter.all')}</MenuItem>
      {roles.data.map((role) => (
        <MenuItem key={role.id} value={role.id}>
          {role.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
