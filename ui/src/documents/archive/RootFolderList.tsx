import type { RootFolderView } from '@andel/domain/shared';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import TrashIcon from '@mui/icons-material/DeleteOutline';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The side list of root folders (seed 002: predefined and custom), the current one marked. */
export const RootFolderList = ({ folders, current, pathOf }: { folders: RootFolderView[]; current: string; pathOf: (folder: RootFolderView) => string }) => {
  const { t } = useTranslation();
  return (
    <List component="nav" aria-label={t('archive.rootFolders')} dense>
      {folders.map((folder) => (
        <ListItemButton key={folder.folderId} component={Link} to={pathOf(folder)} selected={folder.folderType === current} aria-current={folder.folderType === current ? 'page' : undefined}>
          <ListItemIcon>{folder.folderType === 'deleted' ? <TrashIcon /> : <FolderIcon />}</ListItemIcon>
          <ListItemText primary={t(folder.folderTitle)} />
        </ListItemButton>
      ))}
    </List>
  );
};
