import type { ArchiveEntryView, ArchivePathStep, RootFoldersView, RootFolderType } from '@andel/domain/shared';
import ArchiveIcon from '@mui/icons-material/Inventory2Outlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArchiveFilePickerSlot, ChosenArchiveFile } from '@andel/ui/messaging';
import { ErrorState, LoadingState } from '@andel/ui/shell';
import { useArchiveList, useRootFolders } from '@andel/ui/archive';

type Place = { rootFolder: RootFolderType; folderId: string | null };

/** The folders to open and the files to pick; meeting links and the like are not files of the archive. */
const pickable = (entry: ArchiveEntryView) => entry.isFolder || (entry.linkTargetType === null && entry.contentType !== null);
const stepLabel = (step: ArchivePathStep, t: (key: string) => string) => (step.name.startsWith('archive.') ? t(step.name) : step.name);

/**
 * "From the archive" beside the attach button: a dialog to browse the company's archive as the user may see it (the
 * root folders and folders the archive lists for them), search the folder open by name, and tick several files. Shown
 * only to users who may open the archive, on a subscription with files; the server checks each file again on sending.
 */
export const ArchiveFilePicker: ArchiveFilePickerSlot = ({ orgNo, chosen, onChange, disabled }) => {
  const { t } = useTranslation();
  const apiBase = `/archive/${encodeURIComponent(orgNo)}`;
  const roots = useRootFolders(apiBase);
  const [open, setOpen] = useState(false);
  if (!roots.data?.filesAllowed || !roots.data.defaultRootFolder) return null;
  return (
    <>
      <Button startIcon={<ArchiveIcon />} onClick={() => setOpen(true)} disabled={disabled}>
        {t('messageAttachments.fromArchive')}
      </Button>
      {open && (
        <ArchiveFileDialog
          apiBase={apiBase}
          roots={roots.data}
          chosen={chosen}
          onClose={() => setOpen(false)}
          onDone={(files) => {
            onChange(files);
            setOpen(false);
          }}
        />
      )}
    </>
  );
};

const ArchiveFileDialog = ({ apiBase, roots, chosen, onClose, onDone }: { apiBase: string; roots: RootFoldersView; chosen: readonly ChosenArchiveFile[]; onClose: () => void; onDone: (files: ChosenArchiveFile[]) => void }) => {
  const { t } = useTranslation();
  const rootFolders = roots.rootFolders.filter(({ folderType }) => folderType !== 'deleted');
  const [place, setPlace] = useState<Place>({ rootFolder: roots.defaultRootFolder ?? rootFolders[0]!.folderType, folderId: null });
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ChosenArchiveFile[]>([...chosen]);
  const list = useArchiveList(apiBase, place.folderId ? { parentId: place.folderId } : { rootFolder: place.rootFolder });
  const needle = search.trim().toLocaleLowerCase();
  const entries = (list.data?.entries ?? []).filter(pickable).filter(({ name }) => !needle || name.toLocaleLowerCase().includes(needle));
  const go = (next: Place) => {
    setPlace(next);
    setSearch('');
  };
  const toggle = ({ id, name }: ArchiveEntryView) => setPicked((current) => (current.some((file) => file.id === id) ? current.filter((file) => file.id !== id) : [...current, { id, name }]));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('messageAttachments.archiveTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField select size="small" label={t('messageAttachments.rootFolder')} value={place.rootFolder} onChange={(event) => go({ rootFolder: event.target.value as RootFolderType, folderId: null })} sx={{ minWidth: 200 }}>
            {rootFolders.map((root) => (
              <MenuItem key={root.folderType} value={root.folderType}>
                {t(root.folderTitle)}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="search" fullWidth label={t('messageAttachments.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        </Stack>
        {list.data && (
          <Breadcrumbs aria-label={t('archive.breadcrumbs')} sx={{ mt: 2 }}>
            {list.data.path.map((step, index) =>
              index === list.data.path.length - 1 ? (
                <Typography key={step.id ?? step.rootFolder} aria-current="page">
                  {stepLabel(step, t)}
                </Typography>
              ) : (
                <Link key={step.id ?? step.rootFolder} component="button" type="button" underline="hover" color="inherit" onClick={() => go({ rootFolder: step.rootFolder, folderId: step.id })}>
                  {stepLabel(step, t)}
                </Link>
              ),
            )}
          </Breadcrumbs>
        )}
        {list.isLoading ? (
          <LoadingState />
        ) : list.error ? (
          <ErrorState error={list.error} />
        ) : !entries.length ? (
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('messageAttachments.emptyFolder')}</Typography>
        ) : (
          <List dense aria-label={t('messageAttachments.archiveTitle')}>
            {entries.map((entry) =>
              entry.isFolder ? (
                <ListItemButton key={entry.id} onClick={() => go({ rootFolder: entry.rootFolder, folderId: entry.id })}>
                  <ListItemIcon>
                    <FolderIcon />
                  </ListItemIcon>
                  <ListItemText primary={stepLabel({ id: entry.id, name: entry.name, rootFolder: entry.rootFolder }, t)} />
                </ListItemButton>
              ) : (
                <ListItem key={entry.id}>
                  <FormControlLabel control={<Checkbox checked={picked.some(({ id }) => id === entry.id)} onChange={() => toggle(entry)} />} label={entry.name} />
                </ListItem>
              ),
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('messaging.cancel')}</Button>
        <Button variant="contained" onClick={() => onDone(picked)}>
          {t('messageAttachments.choose', { count: picked.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
