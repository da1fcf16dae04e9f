import { describe, expect, it } from 'vitest';
import { archiveRoleFlags, defaultRootFolder, sectionAccess, visibleRootFolders } from './archive-roles';

describe('archive role flags', () => {
  it('lets admins view and edit everything, super-admins view', () => {
    expect(visibleRootFolders(archiveRoleFlags({ accessType: 'ADMIN' }))).toEqual(['board-archive', 'shareholder-archive', 'admin-archive', 'custom-archive', 'general-meetings', 'send-for-signing', 'deleted']);
    const superAdmin = archiveRoleFlags({ accessType: 'SUPERADMIN' });
    expect(sectionAccess(superAdmin, 'admin-archive')).toEqual({ view: true, edit: false });
    expect(visibleRootFolders(superAdmin)).not.toContain('deleted');
  });

  it('follows a custom role\'s archive features', () => {
    const flags = archiveRoleFlags({ accessType: 'CUSTOM', permissions: { boardArchive: 'VIEW', customArchives: 'EDIT' } });
    expect(sectionAccess(flags, 'board-archive')).toEqual({ view: true, edit: false });
    expect(sectionAccess(flags, 'custom-archive')).toEqual({ view: true, edit: true });
    expect(sectionAccess(flags, 'admin-archive')).toEqual({ view: false, edit: false });
    expect(visibleRootFolders(flags)).toEqual(['board-archive', 'custom-archive', 'general-meetings', 'deleted']);
  });

  it.each([
    ['an admin', { accessType: 'ADMIN' }, 'admin-archive'],
    ['a board member', { accessType: 'BOARD_MEMBER' }, 'board-archive'],
    ['a shareholder', { accessType: 'SHAREHOLDER' }, 'shareholder-archive'],
    ['a custom role viewing board and shareholder archives', { accessType: 'CUSTOM', permissions: { shareholderArchive: 'VIEW', boardArchive: 'VIEW' } }, 'board-archive'],
    ['a custom role with only custom archives', { accessType: 'CUSTOM', permissions: { customArchives: 'EDIT' } }, 'custom-archive'],
    ['a custom role without archive features', { accessType: 'CUSTOM', permissions: { shareholders: 'EDIT' } }, null],
  ] as const)('opens by default for %s', (_, access, expected) => {
    expect(defaultRootFolder(archiveRoleFlags(access))).toBe(expected);
  });
});
