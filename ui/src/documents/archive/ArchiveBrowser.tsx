import { boardMeetingsFolderId, matchesArchiveFilters, type ArchiveEntryAction, type ArchiveEntryView, type ArchiveFilters, type RootFolderType, type TArchiveListInput } from '@andel/domain/shared';
import CreateFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import MenuIcon from '@mui/icons-material/MenuOpen';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, errorMessageKey, LoadingState } from '../../platform/shell';
import { SendForSigningDialog } from '../signing/SendForSigningDialog';
import { SigningStatusDialog } from '../signing-follow-up/SigningStatusDialog';
import { ArchiveBreadcrumbs } from './ArchiveBreadcrumbs';
import { ArchiveEntryTable, useEntryName } from './ArchiveEntryTable';
import { ArchiveFilterBar } from './ArchiveFilterBar';
import { ArchiveRoleFilter } from './ArchiveRoleFilter';
import { archivePath, type ArchiveScope } from './archive-scope';
import { CustomArchivePermissionsDialog } from './CustomArchivePermissionsDialog';
import { MoveDialog } from './MoveDialog';
import { NameDialog } from './NameDialog';
import { PreviewDialog } from './PreviewDialog';
import { RequiresSubscriptionDialog } from './RequiresSubscriptionDialog';
import { RootFolderList } from './RootFolderList';
import { TickDialog } from './TickDialog';
import { UploadDropZone } from './UploadDropZone';
import { useArchiveList, useRootFolders } from './useArchive';
import { RefusedUploads } from './RefusedUploads';
import { useArchiveActions, type RefusedUpload } from './useArchiveActions';

type Dialog =
  | { kind: 'create-folder' }
  | { kind: 'rename' | 'move' | 'preview' | 'delete-forever' | 'send-for-signing' | 'signing-status' | 'reopen-signed'; entry: ArchiveEntryView }
  | { kind: 'empty-trash' }
  | { kind: 'permissions'; folderId: string; name: string }
  | { kind: 'requires-subscription' };

const allFilters: ArchiveFilters = { text: '', fileType: 'all', signature: 'all' };

/**
 * The archive screen (seed 002 section 2): root folders at the side, breadcrumbs, filters, the entries with their
 * actions, drag-and-drop upload and the dialogs. `/…/archive/{rootFolder?}?folderId=&roleId=`; without a root folder
 * the server opens the role's default one, and a role with none sees the invalid-access state.
 */
export const ArchiveBrowser = ({ scope }: { scope: ArchiveScope }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { rootFolder } = useParams();
  const [search] = useSearchParams();
  const folderId = search.get('folderId');
  const roleId = search.get('roleId');
  const input: TArchiveListInput = { ...(folderId ? { parentId: folderId } : rootFolder ? { rootFolder: rootFolder as RootFolderType } : {}), ...(roleId ? { roleId } : {}) };
  const roots = useRootFolders(scope.apiBase);
  const listing = useArchiveList(scope.apiBase, input);
  const actions = useArchiveActions(scope);
  const nameOf = useEntryName();
  const [filters, setFilters] = useState(allFilters);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [progress, setProgress] = useState<{ names: string; percent: number } | null>(null);
  const [sideOpen, setSideOpen] = useState(false);
  const [refused, setRefused] = useState<RefusedUpload[]>([]);

  if (roots.isPending || listing.isPending) return <LoadingState />;
  const failure = roots.error ?? listing.error;
  if (failure) {
    const key = errorMessageKey(failure);
    if (key === 'archive.invalidAccess' || key === 'access.forbidden' || key === 'general-missing-access') return <EmptyState textKey="archive.invalidAccess" />;
    return key === 'general-error' ? <EmptyState textKey="archive.fetchError" /> : <ErrorState error={failure} onRetry={() => void listing.refetch()} />;
  }
  const list = listing.data!;
  const inTrash = list.rootFolder === 'deleted';
  const go = (root: RootFolderType, folder: string | null) => navigate(archivePath(scope, root, folder, roleId));
  const canChange = scope.changes && list.canEdit && !inTrash;
  const needsSubscription = () => setDialog({ kind: 'requires-subscription' });
  const customArchive = list.rootFolder === 'custom-archive' ? list.path[1] : undefined;
  const managesCustomArchives = Boolean(scope.managesPermissions) && list.rootFolder === 'custom-archive';

  const onAction = (action: ArchiveEntryAction, entry: ArchiveEntryView) => {
    if (action === 'open') {
      if (entry.type === 'link') {
        const path = scope.linkPath(entry);
        return path && navigate(path);
      }
      return go(entry.rootFolder, entry.type === 'board-meetings-folder' ? boardMeetingsFolderId : entry.id);
    }
    if ((action === 'preview' || action === 'download' || action === 'send-for-signing' || action === 'download-signed') && !list.filesAllowed) return needsSubscription();
    if (action === 'download') return void actions.download(entry);
    if (action === 'download-signed') return void actions.downloadSigned(entry);
    if (action === 'delete') return void actions.trash(entry).catch(() => undefined);
    if (action === 'restore')
      return void actions
        .restore(entry)
        .then((where) => go(where.rootFolder, where.parentId))
        .catch(() => undefined);
    setDialog({ kind: action, entry });
  };

  const upload = (files: File[]) => {
    if (!list.filesAllowed) return needsSubscription();
    const names = files.map((file) => file.name).join(', ');
    setProgress({ names, percent: 0 });
    setRefused([]);
    void actions
      .upload(list.folderId ?? list.rootFolder, files, (percent) => setProgress({ names, percent }))
      .then(setRefused)
      .finally(() => setProgress(null));
  };

  const shown = list.entries.filter((entry) => matchesArchiveFilters(entry, filters));
  const close = () => setDialog(null);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Button startIcon={<MenuIcon />} onClick={() => setSideOpen(!sideOpen)} aria-expanded={sideOpen}>
          {t('archive.showRootFolders')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ width: { md: 260 }, flexShrink: 0, display: { xs: sideOpen ? 'block' : 'none', md: 'block' }, alignSelf: 'flex-start' }}>
        <RootFolderList folders={roots.data!.rootFolders} current={list.rootFolder} pathOf={(folder) => archivePath(scope, folder.folderType, null, roleId)} />
      </Paper>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <ArchiveBreadcrumbs path={list.path} pathOf={(step) => archivePath(scope, step.rootFolder, step.id, roleId)} />
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          {canChange && list.folderId !== boardMeetingsFolderId && (
            <Button variant="outlined" startIcon={<CreateFolderIcon />} onClick={() => setDialog({ kind: 'create-folder' })}>
              {t('archive.create-folder')}
            </Button>
          )}
          {managesCustomArchives && customArchive?.id && (
            <Button variant="outlined" startIcon={<LockIcon />} onClick={() => setDialog({ kind: 'permissions', folderId: customArchive.id!, name: customArchive.name })}>
              {t('archive.change-permission', { count: list.numberOfPermissions })}
            </Button>
          )}
          {managesCustomArchives && !list.folderId && <ArchiveRoleFilter orgNo={scope.orgNo} roleId={roleId} onChange={(role) => navigate(archivePath(scope, 'custom-archive', null, role))} />}
          {inTrash && scope.changes && list.entries.length > 0 && (
            <Button variant="outlined" color="error" onClick={() => setDialog({ kind: 'empty-trash' })}>
              {t('archive.empty-trash')}
            </Button>
          )}
        </Stack>
        <ArchiveFilterBar filters={filters} onChange={setFilters} />
        <RefusedUploads refused={refused} onClose={() => setRefused([])} />
        <UploadDropZone enabled={canChange && list.folderId !== boardMeetingsFolderId} progress={progress} onFiles={upload}>
          {list.entries.length === 0 ? (
            <EmptyState textKey={inTrash ? 'archive.trashEmpty' : 'archive.empty'} />
          ) : shown.length === 0 ? (
            <EmptyState textKey="archive.noMatches" />
          ) : (
            <ArchiveEntryTable entries={shown} canEdit={list.canEdit} changes={scope.changes} onAction={onAction} />
          )}
        </UploadDropZone>
      </Box>
      {dialog?.kind === 'create-folder' && (
        <NameDialog titleKey="archive.create-folder" labelKey="archive.create-folder.name" initial="" onClose={close} onSubmit={(name) => actions.createFolder(name, { parentId: list.folderId, rootFolder: list.rootFolder })} />
      )}
      {dialog?.kind === 'rename' && <NameDialog titleKey="archive.rename.title" labelKey="archive.rename.name" initial={dialog.entry.name} onClose={close} onSubmit={(name) => actions.rename(dialog.entry, name)} />}
      {dialog?.kind === 'move' && (
        <MoveDialog apiBase={scope.apiBase} roleId={roleId} entry={dialog.entry} entryName={nameOf(dialog.entry)} onClose={close} onMove={(destination) => actions.move(dialog.entry, destination).then(close, () => undefined)} />
      )}
      {dialog?.kind === 'preview' && <PreviewDialog url={`/api${scope.apiBase}/download/${dialog.entry.id}?inline=true`} entry={dialog.entry} onDownload={() => void actions.download(dialog.entry)} onClose={close} />}
      {dialog?.kind === 'delete-forever' && (
        <TickDialog
          title={t('archive.delete-forever.title')}
          tickLabel={t('archive.delete-forever.confirm')}
          confirmLabel={t('archive.action.delete-forever')}
          onClose={close}
          onConfirm={() => actions.deleteForever(dialog.entry).then(close, () => undefined)}
        >
          {t('archive.delete-forever.text', { name: dialog.entry.name })}
        </TickDialog>
      )}
      {dialog?.kind === 'empty-trash' && (
        <TickDialog title={t('archive.empty-trash')} tickLabel={t('archive.delete-forever.confirm')} confirmLabel={t('archive.empty-trash')} onClose={close} onConfirm={() => actions.emptyTrash().then(close, () => undefined)}>
          {t('archive.empty-trash.text')}
        </TickDialog>
      )}
      {dialog?.kind === 'permissions' && <CustomArchivePermissionsDialog apiBase={scope.apiBase} folderId={dialog.folderId} name={dialog.name} onClose={close} />}
      {dialog?.kind === 'send-for-signing' && (
        <SendForSigningDialog
          orgNo={scope.orgNo}
          apiBase={scope.apiBase}
          entry={dialog.entry}
          onClose={close}
          onSent={() => {
            close();
            actions.signingSent();
          }}
        />
      )}
      {dialog?.kind === 'signing-status' && <SigningStatusDialog orgNo={scope.orgNo} entry={dialog.entry} onClose={close} />}
      {dialog?.kind === 'reopen-signed' && (
        <TickDialog title={t('signingStatus.reopen')} tickLabel={t('signingStatus.reopenConfirm', { name: dialog.entry.name })} confirmLabel={t('signingStatus.reopen')} onClose={close} onConfirm={() => actions.reopenSigned(dialog.entry).then(close, () => undefined)} />
      )}
      {dialog?.kind === 'requires-subscription' && <RequiresSubscriptionDialog billingPath={scope.billingPath} onClose={close} />}
    </Box>
  );
};
