import type { ArchiveSection } from './archive-constants';

/** The levels a custom archive's permission gives a custom role. */
export const customArchiveAccessLevels = ['VIEW', 'EDIT'] as const;
export type CustomArchiveAccessLevel = (typeof customArchiveAccessLevels)[number];

export type CustomArchivePermissionRow = { customRoleId: string; access: CustomArchiveAccessLevel };
export type PlaceAccess = { view: boolean; edit: boolean };

/**
 * What a custom role may do in one custom archive: only what the archive's permission for the role gives (none without
 * one), and never above the role's `customArchives` level (`section`). Everyone else (admins, super-admins) keeps the
 * section's access.
 */
export const customArchiveAccess = (section: PlaceAccess, customRoleId: string | null, permissions: readonly CustomArchivePermissionRow[]): PlaceAccess => {
  if (!customRoleId) return section;
  const own = permissions.find((permission) => permission.customRoleId === customRoleId);
  return { view: section.view && own !== undefined, edit: section.edit && own?.access === 'EDIT' };
};

/**
 * A section's top is open to put things in at the section's edit level, except the custom archives' top: custom
 * archives are made by the company's admins, who give roles their permissions.
 */
export const sectionTopEditable = (section: ArchiveSection, edit: boolean, customRoleId: string | null): boolean => edit && !(section === 'custom-archive' && customRoleId);
