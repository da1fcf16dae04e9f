import type { Company } from '../../platform/companies/company.entity';
import { archiveFilesAllowed } from './archive-files-allowed';
import { defaultRootFolder, sectionAccess, visibleRootFolders, type ArchiveRoleFlags } from './archive-roles';
import type { RootFoldersView } from './archive-views';

/**
 * `GET /archive/{orgNo}/root-folders`: the root folders the actor may view (titles are message keys
 * `archive.root.<type>`), the default one, the flags, and whether the subscription allows files.
 */
export const listRootFolders = ({ company, flags }: { company: Company; flags: ArchiveRoleFlags }): RootFoldersView => ({
  rootFolders: visibleRootFolders(flags).map((folderType) => ({
    folderId: folderType,
    folderType,
    folderTitle: `archive.root.${folderType}`,
    folderDescription: null,
    canEdit: folderType === 'deleted' || sectionAccess(flags, folderType).edit,
  })),
  defaultRootFolder: defaultRootFolder(flags),
  flags,
  filesAllowed: archiveFilesAllowed(company),
});
