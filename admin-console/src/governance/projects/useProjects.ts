import type { ProjectListItem, ProjectView } from '@andel/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@andel/ui/shell';
import { governanceQueryRoot } from '../useGovernanceMutation';

/** `GET /projects/{orgNo}`: every project of the company; the tabs split them with `projectsInTab`. */
export const useProjectList = (orgNo: string) =>
  useQuery({
    queryKey: [governanceQueryRoot, 'projects', orgNo],
    queryFn: ({ signal }) => apiFetch<ProjectListItem[]>(`/projects/${encodeURIComponent(orgNo)}`, { signal }),
  });

/** `GET /project/{id}`: one project with its decisions and documents. */
export const useProject = (id: string) =>
  useQuery({
    queryKey: [governanceQueryRoot, 'project', id],
    queryFn: ({ signal }) => apiFetch<ProjectView>(`/project/${encodeURIComponent(id)}`, { signal }),
  });
