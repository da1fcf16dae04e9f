import type { ArchiveEntryView, DestinationFolderView, RootFolderType, SignedDocumentView } from '@andel/domain/shared';
import { downloadSignedDocuments } from '../signing-follow-up/useSignedDocuments';
import { ApiError, apiFetch, downloadFile, errorMessageKey, uploadFiles, useNotify } from '../../platform/shell';
import type { ArchiveScope } from './archive-scope';
import { useRefreshArchive } from './useArchive';

/** A file an upload refused, with the server's reason. */
export type RefusedUpload = { name: string; messageKey: string; params: Record<string, string | number> };

/** The archive's commands (admin BFF calls of seed 002 section 7); each reloads the lists and says how it went. */
export const useArchiveActions = (scope: ArchiveScope) => {
  const notify = useNotify();
  const refresh = useRefreshArchive();
  const { orgNo } = scope;
  const run = async <T>(command: () => Promise<T>, success: string, failure: string, params?: (result: T) => Record<string, number>): Promise<T> => {
    try {
      const result = await command();
      await refresh();
      notify({ messageKey: success, severity: 'success', params: params?.(result) });
      return result;
    } catch (error) {
      const key = errorMessageKey(error);
      notify({ messageKey: key === 'general-error' ? failure : key, severity: 'error', params: error instanceof ApiError ? error.params : undefined });
      throw error;
    }
  };
  return {
    createFolder: (name: string, where: { parentId: string | null; rootFolder: RootFolderType }) =>
      apiFetch('/archive/create-folder', { method: 'POST', body: { organisationNumber: orgNo, name, ...(where.parentId ? { parentId: where.parentId } : { rootFolder: where.rootFolder }) } }).then(async (created) => {
        await refresh();
        notify({ messageKey: 'archive.create-folder.success', severity: 'success' });
        return created;
      }),
    rename: (entry: ArchiveEntryView, name: string) =>
      apiFetch('/archive/rename', { method: 'POST', body: { organisationNumber: orgNo, id: entry.id, name } }).then(async () => {
        await refresh();
        notify({ messageKey: 'archive.rename.success', severity: 'success' });
      }),
    move: (entry: ArchiveEntryView, destination: DestinationFolderView) =>
      run(
        () => apiFetch(`/archive/${orgNo}/move`, { method: 'POST', body: { entryId: entry.id, destinationId: destination.id, destinationRootFolder: destination.rootFolder, confirmed: true } }),
        'archive.move-success',
        'general-error',
      ),
    trash: (entry: ArchiveEntryView) => run(() => apiFetch(`/archive/${orgNo}/${entry.id}`, { method: 'DELETE' }), 'archive.delete.success', 'archive.delete-error'),
    restore: (entry: ArchiveEntryView) =>
      run(() => apiFetch<{ id: string; rootFolder: RootFolderType; parentId: string | null }>('/archive/restore', { method: 'POST', body: { id: entry.id } }), 'archive.restore.success', 'archive.restore-error'),
    deleteForever: (entry: ArchiveEntryView) =>
      run(() => apiFetch(`/archive/${orgNo}/${entry.id}?permanent=true&confirmed=true`, { method: 'DELETE' }), 'archive.delete-forever.success', 'archive.delete-error'),
    emptyTrash: () => run(() => apiFetch(`/archive/${orgNo}/empty-trash`, { method: 'POST' }), 'archive.empty-trash-success', 'archive.empty-trash-error'),
    /**
     * Each file in its own upload, so the good ones land when one is refused; answers the refused ones with the
     * server's reason.
     */
    upload: async (folderId: string, files: File[], onProgress: (percent: number) => void): Promise<RefusedUpload[]> => {
      const path = `/archive/${orgNo}/upload/${encodeURIComponent(folderId)}`;
      const refused: RefusedUpload[] = [];
      let uploaded = 0;
      for (const [index, file] of files.entries()) {
        try {
          uploaded += (await uploadFiles<ArchiveEntryView[]>(path, [file], (percent) => onProgress(Math.round((index * 100 + percent) / files.length)))).length;
        } catch (error) {
          const key = errorMessageKey(error);
          refused.push({ name: file.name, messageKey: key === 'general-error' ? 'archive.upload-error' : key, params: error instanceof ApiError ? error.params : {} });
        }
      }
      await refresh();
      if (uploaded) notify({ messageKey: 'archive.upload.success', severity: 'success', params: { count: uploaded } });
      return refused;
    },
    signingSent: () => {
      void refresh();
      notify({ messageKey: 'archive.send-for-signing-success', severity: 'success' });
    },
    reopenSigned: (entry: ArchiveEntryView) => run(() => apiFetch(`/archive/${orgNo}/reopen-signed/${entry.id}`, { method: 'POST', body: {} }), 'signingStatus.reopened', 'general-error'),
    /** The sealed copies of a completed file (seed: download of signed documents). */
    downloadSigned: (entry: ArchiveEntryView) =>
      apiFetch<SignedDocumentView[]>(`/archive/${orgNo}/signed-documents/${entry.id}`)
        .then((documents) => downloadSignedDocuments(orgNo, documents))
        .catch((error: unknown) => notify({ messageKey: errorMessageKey(error) === 'general-error' ? 'archive.download-error' : errorMessageKey(error), severity: 'error' })),
    download: (entry: ArchiveEntryView) =>
      downloadFile(`${scope.apiBase}/download/${entry.id}`, { fallbackName: entry.name }).catch((error: unknown) =>
        notify({ messageKey: errorMessageKey(error) === 'general-error' ? 'archive.download-error' : errorMessageKey(error), severity: 'error' }),
      ),
  };
};
