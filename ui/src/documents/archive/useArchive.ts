import type { ArchiveListView, RootFoldersView, TArchiveListInput } from '@andel/domain/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../platform/shell';

export const archiveQueryRoot = 'archive';

/** `GET {apiBase}/root-folders`: the root folders the user may open, the default one and the role's flags. */
export const useRootFolders = (apiBase: string) =>
  useQuery({ queryKey: [archiveQueryRoot, apiBase, 'root-folders'], queryFn: ({ signal }) => apiFetch<RootFoldersView>(`${apiBase}/root-folders`, { signal }) });

/** `POST {apiBase}/list`: a folder, a root folder's top, or the trash. */
export const useArchiveList = (apiBase: string, input: TArchiveListInput) =>
  useQuery({
    queryKey: [archiveQueryRoot, apiBase, 'list', input],
    queryFn: ({ signal }) => apiFetch<ArchiveListView>(`${apiBase}/list`, { method: 'POST', body: input, signal }),
    retry: false,
  });

/** Reloads every archive answer after a change. */
export const useRefreshArchive = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [archiveQueryRoot] });
};
