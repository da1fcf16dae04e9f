import type { CustomArchiveAccessLevel, CustomArchivePermissionsView } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, errorMessageKey, LoadingState, useNotify } from '../../platform/shell';
import { useRefreshArchive } from './useArchive';

type Level = CustomArchiveAccessLevel | 'NONE';

/**
 * The change-permission dialog (seed 002 section 2) of one custom archive: each custom role of the company at no
 * access, view or edit. With none chosen, every role keeps its own level for custom archives.
 */
export const CustomArchivePermissionsDialog = ({ apiBase, folderId, name, onClose }: { apiBase: string; folderId: string; name: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const refresh = useRefreshArchive();
  const path = `${apiBase}/permissions/${folderId}`;
  const current = useQuery({ queryKey: ['archive', apiBase, 'permissions', folderId], queryFn: ({ signal }) => apiFetch<CustomArchivePermissionsView>(path, { signal }) });
  const [levels, setLevels] = useState<Record<string, Level> | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = levels ?? Object.fromEntries((current.data?.permissions ?? []).map(({ customRoleId, access }) => [customRoleId, access]));
  const save = async () => {
    setBusy(true);
    try {
      const permissions = Object.entries(chosen).flatMap(([customRoleId, access]) => (access === 'NONE' ? [] : [{ customRoleId, access }]));
      await apiFetch(path, { method: 'POST', body: { permissions } });
      await refresh();
      notify({ messageKey: 'archive.permissions.saved', severity: 'success' });
      onClose();
    } catch (error) {
      notify({ messageKey: errorMessageKey(error), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('archive.permissions.title', { name })}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('archive.permissions.info')}
        </Alert>
        {current.isPending ? (
          <LoadingState />
        ) : current.data?.roles.length ? (
          <Table size="small" aria-label={t('archive.permissions.roles')}>
            <TableBody>
              {current.data.roles.map((role) => (
                <TableRow key={role.customRoleId}>
                  <TableCell>{role.customRoleName}</TableCell>
                  <TableCell sx={{ width: 200 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label={t('archive.permissions.level', { role: role.customRoleName })}
                      value={chosen[role.customRoleId] ?? 'NONE'}
                      onChange={(event) => setLevels({ ...chosen, [role.customRoleId]: event.target.value as Level })}
                    >
                      {(['NONE', 'VIEW', 'EDIT'] as const).map((level) => (
                        <MenuItem key={level} value={level}>
                          {t(`archive.permissions.level.${level}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Alert severity="warning">{t('archive.permissions.noRoles')}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('archive.cancel')}</Button>
        <Button variant="contained" disabled={busy || !current.data} onClick={() => void save()}>
          {t('archive.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
