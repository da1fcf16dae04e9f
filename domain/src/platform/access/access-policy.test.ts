import { describe, expect, it } from 'vitest';
import { allows } from './access-policy';

const editShareholders = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareholders', level: 'EDIT' } as const;
const viewShareholders = { ...editShareholders, level: 'VIEW' } as const;

describe('access policy', () => {
  it('allows a listed access type and refuses an unlisted one', () => {
    expect(allows(editShareholders, { accessType: 'ADMIN', shareholderId: null })).toBe(true);
    expect(allows(editShareholders, { accessType: 'SHAREHOLDER', shareholderId: 'x' })).toBe(false);
  });

  it('gives a custom role exactly the level it holds for the feature', () => {
    const viewer = { accessType: 'CUSTOM', shareholderId: null, permissions: { shareholders: 'VIEW' }, modules: ['SHAREHOLDER_REGISTER'] } as const;
    expect(allows(viewShareholders, viewer)).toBe(true);
    expect(allows(editShareholders, viewer)).toBe(false);
    const editor = { ...viewer, permissions: { shareholders: 'EDIT' } } as const;
    expect(allows(editShareholders, editor)).toBe(true);
    expect(allows(viewShareholders, { ...viewer, permissions: {} })).toBe(false);
  });

  it('refuses a custom role on a route that names no feature', () => {
    expect(allows({ accessTypes: ['CUSTOM'] }, { accessType: 'CUSTOM', shareholderId: null, permissions: { dashboard: 'EDIT' }, modules: ['OVERVIEW'] })).toBe(false);
  });

  it('lets a custom role through an any-feature policy only when it may view some feature', () => {
    const anyAccess = { accessTypes: ['CUSTOM'], anyFeature: true } as const;
    expect(allows(anyAccess, { accessType: 'CUSTOM', shareholderId: null, permissions: { transactions: 'VIEW' }, modules: ['SHAREHOLDER_REGISTER'] })).toBe(true);
    expect(allows(anyAccess, { accessType: 'CUSTOM', shareholderId: null, permissions: { transactions: 'NONE' }, modules: ['SHAREHOLDER_REGISTER'] })).toBe(false);
  });

  it('lets a super-admin read but never change', () => {
    expect(allows(viewShareholders, { accessType: 'SUPERADMIN', shareholderId: null })).toBe(true);
    expect(allows(editShareholders, { accessType: 'SUPERADMIN', shareholderId: null })).toBe(false);
  });

  it('lets a custom role read what a feature it may view shows (share classes with shareholders or transactions), never change it', () => {
    const viewClasses = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'shareClasses', level: 'VIEW', viewableWith: ['shareholders', 'transactions'] } as const;
    const accountant = { accessType: 'CUSTOM', shareholderId: null, permissions: { transactions: 'VIEW' }, modules: ['SHAREHOLDER_REGISTER', 'OVERVIEW'] } as const;
    expect(allows(viewClasses, accountant)).toBe(true);
    expect(allows({ ...viewClasses, level: 'EDIT' }, { ...accountant, permissions: { transactions: 'EDIT' } })).toBe(false);
    expect(allows(viewClasses, { ...accountant, permissions: { dashboard: 'EDIT' } })).toBe(false);
  });

  it('opens a route shared by several features to each of them at the route\'s level', () => {
    const editArchive = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'adminArchive', level: 'EDIT', anyOfFeatures: ['boardArchive', 'customArchives'] } as const;
    const custom = (permissions: Record<string, 'VIEW' | 'EDIT'>) => ({ accessType: 'CUSTOM', shareholderId: null, permissions, modules: ['ARCHIVE'] }) as const;
    expect(allows(editArchive, custom({ boardArchive: 'EDIT' }))).toBe(true);
    expect(allows(editArchive, custom({ boardArchive: 'VIEW' }))).toBe(false);
    expect(allows(editArchive, custom({ shareholderArchive: 'EDIT' }))).toBe(false);
    expect(allows(editArchive, { accessType: 'SUPERADMIN', shareholderId: null })).toBe(false);
  });

  it('opens a feature to a custom role only within a module the role holds', () => {
    const projects = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'freetext', level: 'VIEW' } as const;
    const reader = { accessType: 'CUSTOM', shareholderId: null, permissions: { freetext: 'EDIT', shareholders: 'VIEW' } } as const;
    expect(allows(projects, { ...reader, modules: ['DBOT'] })).toBe(true);
    expect(allows(projects, { ...reader, modules: ['SHAREHOLDER_REGISTER'] })).toBe(false);
    expect(allows(projects, { ...reader, modules: [] })).toBe(false);
    // The company header: any feature within a held module.
    const anyAccess = { accessTypes: ['CUSTOM'], anyFeature: true } as const;
    expect(allows(anyAccess, { ...reader, modules: ['SHAREHOLDER_REGISTER'] })).toBe(true);
    expect(allows(anyAccess, { ...reader, modules: ['ARCHIVE'] })).toBe(false);
  });

  it('refuses a custom role without the module a route declares, whatever its features', () => {
    const archive = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'boardArchive', module: 'ARCHIVE', level: 'VIEW' } as const;
    const keeper = { accessType: 'CUSTOM', shareholderId: null, permissions: { boardArchive: 'EDIT' } } as const;
    expect(allows(archive, { ...keeper, modules: ['ARCHIVE'] })).toBe(true);
    expect(allows(archive, { ...keeper, modules: ['MESSAGING'] })).toBe(false);
    expect(allows(archive, { accessType: 'ADMIN', shareholderId: null })).toBe(true);
  });
});
