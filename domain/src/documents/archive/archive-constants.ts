/** Archive sections (seed 002 section 3) that hold entries; the trash (`deleted`) is a state, shown as a root folder. */
export const archiveSections = ['board-archive', 'shareholder-archive', 'admin-archive', 'custom-archive', 'general-meetings', 'send-for-signing'] as const;
export type ArchiveSection = (typeof archiveSections)[number];

/** The root folders of the side list and of `/archive/{rootFolder?}`, in the seed's order. */
export const rootFolderTypes = ['board-archive', 'shareholder-archive', 'admin-archive', 'custom-archive', 'general-meetings', 'send-for-signing', 'deleted'] as const;
export type RootFolderType = (typeof rootFolderTypes)[number];

/** Archive item states: CREATED for what users put in, ARCHIVED for what the product files itself (sealed copies), DELETED in the trash. */
export const archiveItemStates = ['CREATED', 'ARCHIVED', 'DELETED'] as const;
export type ArchiveItemState = (typeof archiveItemStates)[number];

/** Entry types: stored files and folders, links to meeting documents, and the board archive's board meetings folder. */
export const archiveEntryTypes = ['file', 'folder', 'link', 'board-meetings-folder'] as const;
export type ArchiveEntryType = (typeof archiveEntryTypes)[number];

/** The board archive's read-only folder of board meeting documents: its id in `folderId`. */
export const boardMeetingsFolderId = 'board-meetings';

/** The seed's signing statuses; archive files start UNKNOWN (the signing engine moves them on). */
export const signingStatuses = ['UNKNOWN', 'SENT_FOR_SIGNING', 'SENT_FOR_REVIEW', 'SENT_FOR_VOTING', 'NOT_NEEDED', 'NEEDS_SIGNING', 'SIGNING_IN_PROGRESS', 'SIGNING_COMPLETE'] as const;
export type SigningStatus = (typeof signingStatuses)[number];
/** Seed 002, section 4: send for signing is offered for these statuses. */
export const sendableSigningStatuses: readonly SigningStatus[] = ['UNKNOWN', 'SENT_FOR_REVIEW', 'SENT_FOR_VOTING'];

/** The list's filters (seed 002 section 2). */
export const fileTypeFilters = ['all', 'folder', 'pdf', 'doc', 'xls'] as const;
export type FileTypeFilter = (typeof fileTypeFilters)[number];
export const signatureFilters = ['all', 'sent', 'signed'] as const;
export type SignatureFilter = (typeof signatureFilters)[number];

/** Names are at most this long (the column). */
export const archiveNameMaxLength = 255;
