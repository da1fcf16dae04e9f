import { describe, expect, it } from 'vitest';
import { customArchiveAccess, sectionTopEditable } from './custom-archive-access';

const viewEdit = { view: true, edit: true };
const viewOnly = { view: true, edit: false };
const nothing = { view: false, edit: false };

describe("a custom archive's access for a custom role", () => {
  it('is none while the archive gives the role no permission', () => {
    expect(customArchiveAccess(viewEdit, 'role-a', [])).toEqual(nothing);
    expect(customArchiveAccess(viewEdit, 'role-b', [{ customRoleId: 'role-a', access: 'EDIT' }])).toEqual(nothing);
  });

  it("is the role's permission, never above its customArchives level", () => {
    expect(customArchiveAccess(viewEdit, 'role-a', [{ customRoleId: 'role-a', access: 'VIEW' }])).toEqual(viewOnly);
    expect(customArchiveAccess(viewOnly, 'role-a', [{ customRoleId: 'role-a', access: 'EDIT' }])).toEqual(viewOnly);
    expect(customArchiveAccess(viewEdit, 'role-a', [{ customRoleId: 'role-a', access: 'EDIT' }])).toEqual(viewEdit);
    expect(customArchiveAccess(nothing, 'role-a', [{ customRoleId: 'role-a', access: 'EDIT' }])).toEqual(nothing);
  });

  it("leaves admins and super-admins at the section's access", () => {
    expect(customArchiveAccess(viewEdit, null, [{ customRoleId: 'role-a', access: 'VIEW' }])).toEqual(viewEdit);
    expect(customArchiveAccess(viewOnly, null, [])).toEqual(viewOnly);
  });

  it("keeps the custom archives' top (making an archive) to admins", () => {
    expect(sectionTopEditable('custom-archive', true, 'role-a')).toBe(false);
    expect(sectionTopEditable('custom-archive', true, null)).toBe(true);
    expect(sectionTopEditable('board-archive', true, 'role-a')).toBe(true);
    expect(sectionTopEditable('board-archive', false, null)).toBe(false);
  });
});
