import type { ArticlesVersionSummary, ArticlesVersionView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { articlesApi, articlesQueryKey } from './articles-paths';

/** The company's versions, newest first (`GET /articleofassociation/list/{orgNo}`). */
export const useArticleVersions = (orgNo: string) =>
  useQuery({
    queryKey: [...articlesQueryKey(orgNo), 'list'],
    queryFn: ({ signal }) => apiFetch<ArticlesVersionSummary[]>(`/articleofassociation/list/${encodeURIComponent(orgNo)}`, { signal }),
  });

/** One version by id, none until an id is known. */
export const useArticlesVersion = (orgNo: string, id: string | undefined) =>
  useQuery({
    queryKey: [...articlesQueryKey(orgNo), 'version', id],
    queryFn: ({ signal }) => apiFetch<ArticlesVersionView>(articlesApi(orgNo, `/version/${id}`), { signal }),
    enabled: Boolean(id),
  });
