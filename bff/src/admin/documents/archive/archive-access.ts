import type { AccessPolicy } from '@andel/domain/shared';

/**
 * The archive's calls serve its four sections, each with its own feature; a route lets in anyone with one of them (at
 * VIEW to read, EDIT to change), and the use-case checks the section of the folder or entry named.
 */
const sectionFeatures = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'adminArchive', anyOfFeatures: ['boardArchive', 'shareholderArchive', 'customArchives'] } as const;
export const viewArchive: AccessPolicy = { ...sectionFeatures, level: 'VIEW' };
export const editArchive: AccessPolicy = { ...sectionFeatures, level: 'EDIT' };

/** A custom archive's permissions (the change-permission dialog): the company's admins set them, super-admins read them. */
export const viewCustomArchives: AccessPolicy = { accessTypes: ['ADMIN', 'SUPERADMIN'], feature: 'customArchives', level: 'VIEW' };
export const editCustomArchives: AccessPolicy = { accessTypes: ['ADMIN'], feature: 'customArchives', level: 'EDIT' };
