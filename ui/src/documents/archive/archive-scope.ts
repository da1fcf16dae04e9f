import type { ArchiveEntryView, RootFolderType } from '@andel/domain/shared';

/**
 * Where an archive screen lives: the API base of its BFF (`/archive/{orgNo}`, or a portal's), the app address of the
 * archive (root folders below it), whether the app offers changes at all (the portals only read), where a meeting
 * link opens, and where the requires-subscription dialog leads.
 */
export type ArchiveScope = {
  orgNo: string;
  apiBase: string;
  appBase: string;
  changes: boolean;
  linkPath: (entry: ArchiveEntryView) => string | null;
  billingPath: string | null;
  /** The company's admin sets custom archives' permissions and filters them by custom role (the admin console). */
  managesPermissions?: boolean;
};

/** The address of a root folder or folder, keeping the role the company was opened with (`roleId`). */
export const archivePath = (scope: ArchiveScope, rootFolder: RootFolderType, folderId: string | null, roleId: string | null) => {
  const query = new URLSearchParams();
  if (folderId) query.set('folderId', folderId);
  if (roleId) query.set('roleId', roleId);
  const search = query.toString();
  return `${scope.appBase}/${rootFolder}${search ? `?${search}` : ''}`;
};
