import type { ArchiveEntryView, DestinationFolderView } from '@andel/domain/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../platform/shell';
import { TickDialog } from './TickDialog';

const keyOf = (destination: DestinationFolderView) => destination.id ?? destination.rootFolder;

/** Moves an entry: a destination among the folders the role may edit (and the filtered custom role, `roleId`), and the confirmation tick. */
export const MoveDialog = ({ apiBase, roleId, entry, entryName, onMove, onClose }: { apiBase: string; roleId: string | null; entry: ArchiveEntryView; entryName: string; onMove: (destination: DestinationFolderView) => Promise<unknown>; onClose: () => void }) => {
  const { t } = useTranslation();
  const query = roleId ? `?roleId=${encodeURIComponent(roleId)}` : '';
  const destinations = useQuery({ queryKey: ['archive', apiBase, 'destinations', entry.id, roleId], queryFn: ({ signal }) => apiFetch<DestinationFolderView[]>(`${apiBase}/destination-folders/${entry.id}${query}`, { signal }) });
  const [chosen, setChosen] = useState('');
  const destination = destinations.data?.find((each) => keyOf(each) === chosen);
  const label = (each: DestinationFolderView) => [t(`archive.root.${each.rootFolder}`), ...each.path].join(' / ');
  return (
    <TickDialog
      title={t('archive.move.title', { name: entryName })}
      tickLabel={t('archive.move.confirm', { name: entryName })}
      confirmLabel={t('archive.action.move')}
      onClose={onClose}
      onConfirm={async () => destination && onMove(destination)}
    >
      <TextField select fullWidth margin="dense" label={t('archive.move.destination')} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {(destinations.data ?? []).map((each) => (
          <MenuItem key={keyOf(each)} value={keyOf(each)}>
            {label(each)}
          </MenuItem>
        ))}
      </TextField>
    </TickDialog>
  );
};
