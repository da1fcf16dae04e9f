import { archiveEntryActions, splitEntryActions, formatDate, formatFileSize, type ArchiveEntryAction, type ArchiveEntryView } from '@andel/domain/shared';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../platform/shell';

const iconOf = (entry: ArchiveEntryView) => (entry.isFolder ? <FolderIcon /> : entry.type === 'link' ? <LinkIcon /> : <FileIcon />);

/** An entry's name as shown: the product's own folders by key, a meeting link by its document's kind and project. */
export const useEntryName = () => {
  const { t } = useTranslation();
  return (entry: ArchiveEntryView) =>
    entry.type === 'board-meetings-folder' ? t(entry.name) : entry.type === 'link' ? `${t(`archive.link.${entry.linkTargetType}`)}: ${entry.name}` : entry.name;
};

type Props = { entries: ArchiveEntryView[]; canEdit: boolean; changes: boolean; onAction: (action: ArchiveEntryAction, entry: ArchiveEntryView) => void };

/** The entries of a folder: a name opens or previews (never changes anything), restore is a button, the rest is in a menu. */
export const ArchiveEntryTable = ({ entries, canEdit, changes, onAction }: Props) => {
  const { t } = useTranslation();
  const nameOf = useEntryName();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; entry: ArchiveEntryView } | null>(null);
  const actionsOf = (entry: ArchiveEntryView) => splitEntryActions(archiveEntryActions(entry, { canEdit, changes }));
  const menuOf = (entry: ArchiveEntryView) => actionsOf(entry).others.filter((action) => action !== 'restore');
  return (
    <>
      <Table size="small" aria-label={t('archive.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('archive.column.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('archive.column.updated')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('archive.column.size')}</TableCell>
            <TableCell align="right">{t('archive.column.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const { onName, others } = actionsOf(entry);
            const inMenu = menuOf(entry);
            return (
              <TableRow key={entry.id} hover>
                <TableCell>
                  {onName ? (
                    <Link component="button" type="button" underline="hover" onClick={() => onAction(onName, entry)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, textAlign: 'left' }}>
                      {iconOf(entry)}
                      {nameOf(entry)}
                    </Link>
                  ) : (
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                      {iconOf(entry)}
                      {nameOf(entry)}
                    </Box>
                  )}
                  {entry.isReadonly && <Chip size="small" label={t('archive.readonlyEntry')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{entry.updatedAt ? formatDate(entry.updatedAt) : entry.meetingDate ?? ''}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{entry.size === null ? '' : formatFileSize(entry.size, currentLanguage())}</TableCell>
                <TableCell align="right">
                  {others.includes('restore') && (
                    <Button size="small" variant="outlined" onClick={() => onAction('restore', entry)} aria-label={t('archive.action.restoreNamed', { name: nameOf(entry) })}>
                      {t('archive.action.restore')}
                    </Button>
                  )}
                  {inMenu.length > 0 && (
                    <IconButton aria-label={t('archive.action.more', { name: nameOf(entry) })} onClick={(event) => setMenu({ anchor: event.currentTarget, entry })}>
                      <MoreIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        {menu &&
          menuOf(menu.entry).map((action) => (
            <MenuItem
              key={action}
              onClick={() => {
                setMenu(null);
                onAction(action, menu.entry);
              }}
            >
              {t(`archive.action.${action}`)}
            </MenuItem>
          ))}
      </Menu>
    </>
  );
};
