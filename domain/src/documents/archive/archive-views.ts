import type { FileUploadConfig } from '../file-checks/file-upload-config';
import type { ArchiveEntryType, RootFolderType, SigningStatus } from './archive-constants';
import type { ArchiveRoleFlags } from './archive-roles';
import type { CustomArchiveAccessLevel } from './custom-archive-access';

/** An entry as the list shows it (seed 002 section 3, "Entry"; `contentType`, `size` and `updatedAt` are ours). */
export type ArchiveEntryView = {
  id: string;
  name: string;
  type: ArchiveEntryType;
  isFolder: boolean;
  isReadonly: boolean;
  signingStatus: SigningStatus;
  projectId: string | null;
  linkTargetId: string | null;
  linkTargetType: string | null;
  meetingType: 'BOARD_MEETING' | 'GENERAL_MEETING' | null;
  meetingDate: string | null;
  folderDescription: string | null;
  rootFolder: RootFolderType;
  contentType: string | null;
  size: number | null;
  updatedAt: string | null;
};

/** A root folder of the side list (seed: folderId, folderType, folderTitle, folderDescription); the title is a message key. */
export type RootFolderView = { folderId: string; folderType: RootFolderType; folderTitle: string; folderDescription: string | null; canEdit: boolean };

export type RootFoldersView = { rootFolders: RootFolderView[]; defaultRootFolder: RootFolderType | null; flags: ArchiveRoleFlags; filesAllowed: boolean };

/** One step of the breadcrumbs: the root folder first (id null), then each folder down to the one listed. */
export type ArchivePathStep = { id: string | null; name: string; rootFolder: RootFolderType };

/** The list answer (seed: path, entries, fileUploadConfig, numberOfPermissions); `canEdit` and `filesAllowed` are ours. */
export type ArchiveListView = {
  rootFolder: RootFolderType;
  folderId: string | null;
  path: ArchivePathStep[];
  entries: ArchiveEntryView[];
  fileUploadConfig: FileUploadConfig;
  numberOfPermissions: number;
  /** The actor may change this folder (upload, create, rename, move, delete). */
  canEdit: boolean;
  /** The subscription allows uploads and downloads (else the requires-subscription dialog). */
  filesAllowed: boolean;
};

/** A custom archive's permissions (the change-permission dialog): each role named, and the company's custom roles to choose from. */
export type CustomArchivePermissionsView = {
  folderId: string;
  permissions: { customRoleId: string; customRoleName: string; access: CustomArchiveAccessLevel }[];
  roles: { customRoleId: string; customRoleName: string }[];
};

/** A folder a move may go to: its section and path, for the move dialog. */
export type DestinationFolderView = { id: string | null; rootFolder: RootFolderType; path: string[] };
