/** A project's states (seed 002, section 3). A project starts as a draft. */
export const projectStatuses = ['DRAFT', 'DOCUMENT_SIGNING_STARTED', 'SENT', 'FOLLOW_UP', 'COMPLETED'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** The project list's tabs (seed 002, section 2: by ownership, isOwner). */
export const projectTabs = ['all', 'by-me', 'by-others'] as const;
export type ProjectTab = (typeof projectTabs)[number];

/** A project name's length: the default name is cut at 150 characters (seed 002, section 9), and so is a typed one. */
export const projectNameMaxLength = 150;

/** The projects a tab shows: "by me" are the projects the viewer owns (created or duplicated), "by others" the rest. */
export const projectsInTab = <T extends { isOwner: boolean }>(projects: readonly T[], tab: ProjectTab): T[] =>
  projects.filter((project) => tab === 'all' || project.isOwner === (tab === 'by-me'));
