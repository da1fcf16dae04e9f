import { ArchiveEntry, AuditEvent, Company, createShareholder, CustomRole, ProjectDocument, StoredFile, User } from '@andel/domain/server';
import { pdfBomb, pngOfSize, samplePdf, unwalkablePdfs, windowsExecutable } from '@andel/domain/testing';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoardMeeting } from '../../../../testing/board-meeting-test-setup';
import { as, createCustomRoleUser, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
let company: Company;
const orgNo = governanceOrgs.a;

type Entry = { id: string; name: string; type: string; isReadonly: boolean; rootFolder: string; linkTargetType: string | null };
type Listing = { path: { id: string | null; name: string }[]; entries: Entry[]; canEdit: boolean; fileUploadConfig: { maxFileSize: number } };

const upload = (client: TestClient, folderId: string, files: [Uint8Array, string][]) => {
  const form = new FormData();
  for (const [data, name] of files) form.append('files', new File([new Uint8Array(data)], name));
  return client.request('POST', `/api/archive/${orgNo}/upload/${folderId}`, { body: form });
};
const list = async (client: TestClient, body: Record<string, unknown>, base = `/api/archive/${orgNo}`) => {
  const response = await client.post(`${base}/list`, body);
  return { status: response.status, body: (await response.json()) as Listing & { error?: { code: string } } };
};
const createFolder = async (client: TestClient, name: string, where: { parentId?: string; rootFolder?: string }) =>
  client.post('/api/archive/create-folder', { organisationNumber: orgNo, name, ...where });
const written = async () => {
  const em = t.orm.em.fork();
  return { entries: await em.count(ArchiveEntry, {}), files: await em.count(StoredFile, {}), audit: await em.count(AuditEvent, { type: { $like: 'archive.%' } }), bytes: await storedBytes() };
};
const storedBytes = async () => (await readdir(join(t.filesDirectory, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).length;
const errorOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as { error: { code: string; params: Record<string, unknown> }; errors?: Record<string, unknown> } });

beforeAll(async () => {
  t = await createTestApp();
  ({ a: company } = await setUpGovernanceCompanies(t));
  admin = await as(t, 'admin-a@example.no');
  await createCustomRoleUser(t, company, 'board-viewer@example.no', { boardArchive: 'VIEW' });
  await createCustomRoleUser(t, company, 'board-editor@example.no', { boardArchive: 'EDIT' });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), company, 'BOARD_MEMBER');
});
afterAll(() => t.close());

describe('archive root folders', () => {
  it('opens the admin archive for admins, the board archive for a custom role viewing it, and refuses a role with no archive', async () => {
    const root = await (await admin.get(`/api/archive/${orgNo}/root-folders`)).json();
    expect(root.defaultRootFolder).toBe('admin-archive');
    expect(root.rootFolders.map((folder: { folderType: string }) => folder.folderType)).toEqual(['board-archive', 'shareholder-archive', 'admin-archive', 'custom-archive', 'general-meetings', 'send-for-signing', 'deleted']);
    const viewer = await as(t, 'board-viewer@example.no');
    const viewed = await (await viewer.get(`/api/archive/${orgNo}/root-folders`)).json();
    expect(viewed).toMatchObject({ defaultRootFolder: 'board-archive', rootFolders: [{ folderType: 'board-archive', canEdit: false }, { folderType: 'general-meetings', canEdit: false }] });
    expect((await list(viewer, {})).body.path[0]).toMatchObject({ name: 'archive.root.board-archive' });
    await createCustomRoleUser(t, company, 'accountant@example.no', { shareholders: 'VIEW' });
    expect((await (await as(t, 'accountant@example.no')).get(`/api/archive/${orgNo}/root-folders`)).status).toBe(403);
  });
});

describe('folders', () => {
  it('creates a folder, and refuses a name taken among its siblings in any case or spacing', async () => {
    const created = await createFolder(admin, 'Avtaler', { rootFolder: 'admin-archive' });
    expect(created.status).toBe(201);
    const before = await written();
    expect(await errorOf(await createFolder(admin, '  avTALER ', { rootFolder: 'admin-archive' }))).toMatchObject({ status: 409, body: { error: { code: 'archive.validation.not-unique-name' } } });
    expect(await written()).toEqual(before);
    // The same name in another section or folder is free.
    expect((await createFolder(admin, 'Avtaler', { rootFolder: 'board-archive' })).status).toBe(201);
  });

  it.each([
    ['path traversal', '../../etc', 'archive.validation.invalid-characters'],
    ['a backslash', '..\\windows', 'archive.validation.invalid-characters'],
    ['a control character', 'Styret\u0007', 'archive.validation.invalid-characters'],
    ['dots alone', '..', 'archive.validation.invalid-characters'],
    ['a blank name', '   ', 'required'],
  ])('refuses %s in a folder name with the key, writing nothing', async (_, name, key) => {
    const before = await written();
    const refused = await errorOf(await createFolder(admin, name, { rootFolder: 'admin-archive' }));
    expect(refused).toMatchObject({ status: 400, body: { errors: { name: key } } });
    expect(await written()).toEqual(before);
  });

  it('renames, keeping names unique, and lists folders first with breadcrumbs', async () => {
    const parent = (await (await createFolder(admin, 'Regnskap', { rootFolder: 'admin-archive' })).json()) as Entry;
    const child = (await (await createFolder(admin, '2025', { parentId: parent.id })).json()) as Entry;
    await createFolder(admin, '2024', { parentId: parent.id });
    expect(await errorOf(await admin.post('/api/archive/rename', { organisationNumber: orgNo, id: child.id, name: '2024' }))).toMatchObject({ status: 409, body: { error: { code: 'archive.validation.not-unique-name' } } });
    expect((await admin.post('/api/archive/rename', { organisationNumber: orgNo, id: child.id, name: 'År 2025' })).status).toBe(200);
    const inner = (await (await createFolder(admin, 'Q1', { parentId: child.id })).json()) as Entry;
    const listed = await list(admin, { parentId: inner.id });
    expect(listed.body.path.map((step) => step.name)).toEqual(['archive.root.admin-archive', 'Regnskap', 'År 2025', 'Q1']);
    expect((await list(admin, { parentId: parent.id })).body.entries.map((entry) => entry.name)).toEqual(['2024', 'År 2025']);
  });
});

describe('uploads', () => {
  it('stores a PDF dropped into a folder, lists and serves it (inline for the preview)', async () => {
    const uploaded = await upload(admin, 'admin-archive', [[samplePdf('Aksjonæravtale'), 'Aksjonæravtale.pdf']]);
    expect(uploaded.status).toBe(201);
    const [entry] = (await uploaded.json()) as Entry[];
    const listed = await list(admin, { rootFolder: 'admin-archive' });
    expect(listed.body.entries.find((each) => each.id === entry!.id)).toMatchObject({ name: 'Aksjonæravtale.pdf', type: 'file', contentType: 'application/pdf' });
    expect(listed.body.fileUploadConfig.maxFileSize).toBe(5120 * 5120);
    const download = await admin.get(`/api/archive/${orgNo}/download/${entry!.id}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Aksjonravtale\.pdf"; filename\*=UTF-8''Aksjon%C3%A6ravtale\.pdf$/);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(samplePdf('Aksjonæravtale'));
    expect(download.headers.get('x-frame-options')).toBe('DENY');
    const preview = await admin.get(`/api/archive/${orgNo}/download/${entry!.id}?inline=true`);
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const audit = await t.orm.em.fork().findOneOrFail(AuditEvent, { type: 'archive.fileUploaded' });
    expect(audit.payload).toMatchObject({ after: { name: 'Aksjonæravtale.pdf', contentType: 'application/pdf', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  });

  it.each([
    ['a renamed executable', [[windowsExecutable(), 'faktura.pdf']], 400, 'invalid-file'],
    ['a PDF bomb', 'bomb', 400, 'invalid-file'],
    ['a PDF whose page tree is a cycle', [[unwalkablePdfs.cyclicPageTree(), 'syklus.pdf']], 400, 'unreadable-pdf'],
    ['a PDF nested 200,000 arrays deep', [[unwalkablePdfs.deepArray(), 'dyp.pdf']], 400, 'unreadable-pdf'],
    ['a PDF whose page tree counts a billion pages', [[unwalkablePdfs.absurdCount(), 'milliard.pdf']], 400, 'unreadable-pdf'],
    ['an unsupported extension', [[samplePdf(), 'notat.txt']], 415, 'unsupported-files'],
    ['an image too large', [[pngOfSize(20_000, 10), 'panorama.png']], 400, 'file-exceeds-max-dimensions'],
    ['path traversal in the file name', [[samplePdf(), '../../etc/passwd.pdf']], 400, 'archive.validation.invalid-characters'],
    ['a control character in the file name', [[samplePdf(), 'rapport\u0001.pdf']], 400, 'archive.validation.invalid-characters'],
    ['two files of one name', [[samplePdf(), 'a.pdf'], [samplePdf(), 'A.pdf']], 409, 'archive.validation.not-unique-name'],
  ] as const)('refuses %s with the seed key, storing nothing', async (_, files, status, code) => {
    const before = await written();
    const sent = files === 'bomb' ? [[await pdfBomb(300 * 1024 * 1024), 'rapport.pdf'] as [Uint8Array, string]] : (files as unknown as [Uint8Array, string][]);
    expect(await errorOf(await upload(admin, 'admin-archive', sent))).toMatchObject({ status, body: { error: { code } } });
    expect(await written()).toEqual(before);
  });

  it('needs a subscription that allows files, for uploads and downloads', async () => {
    const [entry] = (await (await upload(admin, 'admin-archive', [[samplePdf(), 'Før.pdf']])).json()) as Entry[];
    await t.orm.em.fork().nativeUpdate(Company, { organisationNumber: orgNo }, { subscriptionType: 'FREE' });
    try {
      expect((await list(admin, { rootFolder: 'admin-archive' })).body).toMatchObject({ filesAllowed: false });
      expect(await errorOf(await upload(admin, 'admin-archive', [[samplePdf(), 'Etter.pdf']]))).toMatchObject({ status: 403, body: { error: { code: 'subscription.requiresSubscription' } } });
      expect(await errorOf(await admin.get(`/api/archive/${orgNo}/download/${entry!.id}`))).toMatchObject({ status: 403, body: { error: { code: 'subscription.requiresSubscription' } } });
      // Folders can still be made and kept in order.
      expect((await createFolder(admin, 'Uten abonnement', { rootFolder: 'admin-archive' })).status).toBe(201);
    } finally {
      await t.orm.em.fork().nativeUpdate(Company, { organisationNumber: orgNo }, { subscriptionType: 'BASIC' });
    }
  });
});

describe('moving', () => {
  it('moves into a folder after the tick, refuses a folder into itself or below it, and a name taken there', async () => {
    const a = (await (await createFolder(admin, 'Flytt A', { rootFolder: 'admin-archive' })).json()) as Entry;
    const b = (await (await createFolder(admin, 'Flytt B', { parentId: a.id })).json()) as Entry;
    const [file] = (await (await upload(admin, 'admin-archive', [[samplePdf(), 'Flyttes.pdf']])).json()) as Entry[];
    expect(await errorOf(await admin.post(`/api/archive/${orgNo}/move`, { entryId: file!.id, destinationId: a.id }))).toMatchObject({ status: 400, body: { errors: { confirmed: 'archive.move.confirm-required' } } });
    expect(await errorOf(await admin.post(`/api/archive/${orgNo}/move`, { entryId: a.id, destinationId: a.id, confirmed: true }))).toMatchObject({ status: 400, body: { error: { code: 'archive.move.into-itself' } } });
    expect(await errorOf(await admin.post(`/api/archive/${orgNo}/move`, { entryId: a.id, destinationId: b.id, confirmed: true }))).toMatchObject({ status: 400, body: { error: { code: 'archive.move.into-itself' } } });
    expect((await admin.post(`/api/archive/${orgNo}/move`, { entryId: file!.id, destinationId: b.id, confirmed: true })).status).toBe(200);
    expect((await list(admin, { parentId: b.id })).body.entries.map((entry) => entry.name)).toEqual(['Flyttes.pdf']);
    await upload(admin, 'admin-archive', [[samplePdf(), 'Flyttes.pdf']]);
    const [twin] = (await list(admin, { rootFolder: 'admin-archive' })).body.entries.filter((entry) => entry.name === 'Flyttes.pdf');
    expect(await errorOf(await admin.post(`/api/archive/${orgNo}/move`, { entryId: twin!.id, destinationId: b.id, confirmed: true }))).toMatchObject({ status: 409, body: { error: { code: 'archive.validation.not-unique-name' } } });
  });

  it('takes a folder with its contents to another section, and offers only folders the role may edit', async () => {
    const folder = (await (await createFolder(admin, 'Til styret', { rootFolder: 'admin-archive' })).json()) as Entry;
    await upload(admin, folder.id, [[samplePdf(), 'Vedlegg.pdf']]);
    expect((await admin.post(`/api/archive/${orgNo}/move`, { entryId: folder.id, destinationId: null, destinationRootFolder: 'board-archive', confirmed: true })).status).toBe(200);
    expect((await list(admin, { parentId: folder.id })).body.entries[0]).toMatchObject({ name: 'Vedlegg.pdf', rootFolder: 'board-archive' });
    const editor = await as(t, 'board-editor@example.no');
    const [inside] = (await list(editor, { parentId: folder.id })).body.entries;
    const destinations = (await (await editor.get(`/api/archive/${orgNo}/destination-folders/${inside!.id}`)).json()) as { rootFolder: string }[];
    expect(new Set(destinations.map((destination) => destination.rootFolder))).toEqual(new Set(['board-archive']));
    expect(await errorOf(await editor.post(`/api/archive/${orgNo}/move`, { entryId: inside!.id, destinationId: null, destinationRootFolder: 'admin-archive', confirmed: true }))).toMatchObject({ status: 403 });
  });
});

describe('read-only entries', () => {
  it('cannot be renamed, moved or deleted', async () => {
    const em = t.orm.em.fork();
    const sealed = em.create(ArchiveEntry, { company: em.getReference(Company, company.id), section: 'admin-archive', parent: null, isFolder: false, name: 'Forseglet.pdf', nameKey: 'forseglet.pdf', isReadonly: true, state: 'ARCHIVED' });
    await em.flush();
    expect(await errorOf(await admin.post('/api/archive/rename', { organisationNumber: orgNo, id: sealed.id, name: 'Nytt.pdf' }))).toMatchObject({ status: 409, body: { error: { code: 'archive.readonly' } } });
    expect(await errorOf(await admin.post(`/api/archive/${orgNo}/move`, { entryId: sealed.id, destinationId: null, destinationRootFolder: 'board-archive', confirmed: true }))).toMatchObject({ status: 409, body: { error: { code: 'archive.readonly' } } });
    expect(await errorOf(await admin.delete(`/api/archive/${orgNo}/${sealed.id}`))).toMatchObject({ status: 409, body: { error: { code: 'archive.readonly' } } });
  });
});

describe('trash', () => {
  it('deletes to the trash with the contents, restores to where it was, and a taken name gets a number', async () => {
    const folder = (await (await createFolder(admin, 'Kastes', { rootFolder: 'admin-archive' })).json()) as Entry;
    await upload(admin, folder.id, [[samplePdf(), 'Innhold.pdf']]);
    expect((await admin.delete(`/api/archive/${orgNo}/${folder.id}`)).status).toBe(200);
    expect((await list(admin, { rootFolder: 'admin-archive' })).body.entries.map((entry) => entry.name)).not.toContain('Kastes');
    expect((await list(admin, { parentId: folder.id })).status).toBe(404);
    const trash = await list(admin, { status: 'deleted' });
    expect(trash.body.entries.map((entry) => [entry.name, entry.rootFolder])).toContainEqual(['Kastes', 'deleted']);
    await createFolder(admin, 'Kastes', { rootFolder: 'admin-archive' });
    const restored = await (await admin.post('/api/archive/restore', { id: folder.id })).json();
    expect(restored).toEqual({ id: folder.id, rootFolder: 'admin-archive', parentId: null });
    expect((await list(admin, { rootFolder: 'admin-archive' })).body.entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['Kastes', 'Kastes (2)']));
    expect((await list(admin, { parentId: folder.id })).body.entries.map((entry) => entry.name)).toEqual(['Innhold.pdf']);
  });

  it('deletes forever only with the tick, removing the bytes; empties the trash', async () => {
    const [file] = (await (await upload(admin, 'admin-archive', [[samplePdf(), 'Bort.pdf']])).json()) as Entry[];
    await admin.delete(`/api/archive/${orgNo}/${file!.id}`);
    const before = await written();
    expect(await errorOf(await admin.delete(`/api/archive/${orgNo}/${file!.id}?permanent=true`))).toMatchObject({ status: 400, body: { errors: { confirmed: 'archive.delete-forever.confirm-required' } } });
    expect(await written()).toEqual(before);
    expect((await admin.delete(`/api/archive/${orgNo}/${file!.id}?permanent=true&confirmed=true`)).status).toBe(200);
    expect(await written()).toMatchObject({ entries: before.entries - 1, files: before.files - 1, bytes: before.bytes - 1 });
    const [other] = (await (await upload(admin, 'admin-archive', [[samplePdf(), 'Også bort.pdf']])).json()) as Entry[];
    await admin.delete(`/api/archive/${orgNo}/${other!.id}`);
    expect((await (await admin.post(`/api/archive/${orgNo}/empty-trash`)).json()).deleted).toBeGreaterThan(0);
    expect((await list(admin, { status: 'deleted' })).body.entries).toEqual([]);
    const em = t.orm.em.fork();
    expect(await em.count(StoredFile, {})).toBe(await em.count(ArchiveEntry, { file: { $ne: null } }));
    expect(await storedBytes()).toBe(await em.count(StoredFile, {}));
  });
});

describe('who may do what', () => {
  it('lets a custom role that may view but not edit the board archive read and download it, and refuses every change', async () => {
    const folder = (await (await createFolder(admin, 'Styrepapirer', { rootFolder: 'board-archive' })).json()) as Entry;
    const [file] = (await (await upload(admin, folder.id, [[samplePdf(), 'Protokoll.pdf']])).json()) as Entry[];
    const viewer = await as(t, 'board-viewer@example.no');
    const listed = await list(viewer, { parentId: folder.id });
    expect(listed.body).toMatchObject({ canEdit: false, entries: [{ name: 'Protokoll.pdf' }] });
    expect((await viewer.get(`/api/archive/${orgNo}/download/${file!.id}`)).status).toBe(200);
    const before = await written();
    for (const response of [
      await upload(viewer, folder.id, [[samplePdf(), 'Ny.pdf']]),
      await createFolder(viewer, 'Ny', { parentId: folder.id }),
      await viewer.post('/api/archive/rename', { organisationNumber: orgNo, id: file!.id, name: 'Ny.pdf' }),
      await viewer.delete(`/api/archive/${orgNo}/${file!.id}`),
      await viewer.post(`/api/archive/${orgNo}/empty-trash`),
    ])
      expect(response.status).toBe(403);
    expect(await written()).toEqual(before);
    expect((await list(viewer, { rootFolder: 'admin-archive' })).status).toBe(403);
  });

  it('gives board members the board archive and shareholders the shareholder archive in their portals', async () => {
    await upload(admin, 'shareholder-archive', [[samplePdf(), 'Vedtekter.pdf']]);
    const board = await as(t, 'board@example.no');
    const boardList = await list(board, { rootFolder: 'board-archive' }, `/api/board-member-view/${orgNo}/archive`);
    expect(boardList.body.entries.map((entry) => entry.name)).toContain('Styrepapirer');
    expect((await list(board, { rootFolder: 'shareholder-archive' }, `/api/board-member-view/${orgNo}/archive`)).status).toBe(403);
    const em = t.orm.em.fork();
    const shareholderId = (await createShareholder({ em, actor: (await em.findOneOrFail(User, { email: 'admin-a@example.no' })), company: em.merge(company), isCompany: false })).id;
    await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder@example.no'), company, 'SHAREHOLDER', { shareholderId });
    const holder = await as(t, 'holder@example.no');
    const prefix = `/api/shareholder-view/${orgNo}/${shareholderId}/archive`;
    expect((await list(holder, {}, prefix)).body.entries.map((entry) => entry.name)).toEqual(['Vedtekter.pdf']);
    expect((await list(holder, { rootFolder: 'board-archive' }, prefix)).status).toBe(403);
    expect((await list(holder, {}, `/api/archive/${orgNo}`)).status).toBe(403);
  });
});

describe('meeting documents', () => {
  it('appear as read-only links in the board meetings folder once the notice is sent', async () => {
    const { projectId } = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Budsjettet for 2099.' }]);
    const boardMeetingsFolder = (await list(admin, { rootFolder: 'board-archive' })).body.entries[0]!;
    expect(boardMeetingsFolder).toMatchObject({ id: 'board-meetings', type: 'board-meetings-folder', isReadonly: true });
    expect((await list(admin, { parentId: 'board-meetings' })).body.entries).toEqual([]);
    await t.orm.em.fork().nativeUpdate(ProjectDocument, { project: projectId, documentType: 'notice_board_meeting' }, { sentAt: new Date() });
    const links = (await list(admin, { parentId: 'board-meetings' })).body;
    expect(links.canEdit).toBe(false);
    expect(links.entries.map((entry) => [entry.type, entry.linkTargetType, entry.isReadonly])).toEqual(
      expect.arrayContaining([
        ['link', 'notice_board_meeting', true],
        ['link', 'board_meeting', true],
      ]),
    );
  });
});

describe('custom archives and their permissions', () => {
  const roleIdOf = async (name: string) => (await t.orm.em.fork().findOneOrFail(CustomRole, { name })).id;

  it('open a custom archive only to the roles given a permission, at that permission, and count them', async () => {
    await createCustomRoleUser(t, company, 'custom-editor@example.no', { customArchives: 'EDIT' });
    await createCustomRoleUser(t, company, 'custom-other@example.no', { customArchives: 'EDIT' });
    const [editorRole, otherRole] = [await roleIdOf('custom-editor@example.no'), await roleIdOf('custom-other@example.no')];
    const styret = (await (await createFolder(admin, 'Styrets arkiv', { rootFolder: 'custom-archive' })).json()) as Entry;
    const open = (await (await createFolder(admin, 'Felles', { rootFolder: 'custom-archive' })).json()) as Entry;
    const inner = (await (await createFolder(admin, 'Underlag', { parentId: styret.id })).json()) as Entry;
    const [file] = (await (await upload(admin, inner.id, [[samplePdf(), 'Notat.pdf']])).json()) as Entry[];

    const set = await admin.post(`/api/archive/${orgNo}/permissions/${styret.id}`, { permissions: [{ customRoleId: editorRole, access: 'VIEW' }] });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ folderId: styret.id, permissions: [{ customRoleId: editorRole, access: 'VIEW' }], roles: expect.arrayContaining([{ customRoleId: otherRole, customRoleName: 'custom-other@example.no' }]) });
    expect((await list(admin, { parentId: inner.id })).body).toMatchObject({ numberOfPermissions: 1, canEdit: true });
    expect((await admin.post(`/api/archive/${orgNo}/permissions/${open.id}`, { permissions: [{ customRoleId: editorRole, access: 'EDIT' }] })).status).toBe(200);

    const editor = await as(t, 'custom-editor@example.no');
    const other = await as(t, 'custom-other@example.no');
    expect((await list(editor, { rootFolder: 'custom-archive' })).body.entries.map((entry) => entry.name)).toEqual(['Felles', 'Styrets arkiv']);
    expect((await list(other, { rootFolder: 'custom-archive' })).body).toMatchObject({ entries: [], canEdit: false });
    expect((await list(editor, { parentId: inner.id })).body).toMatchObject({ canEdit: false, entries: [{ name: 'Notat.pdf' }] });
    expect((await list(other, { parentId: inner.id })).status).toBe(403);
    expect((await other.get(`/api/archive/${orgNo}/download/${file!.id}`)).status).toBe(403);

    const before = await written();
    for (const response of [
      await upload(editor, inner.id, [[samplePdf(), 'Ny.pdf']]),
      await createFolder(editor, 'Ny', { parentId: styret.id }),
      await createFolder(editor, 'Eget arkiv', { rootFolder: 'custom-archive' }),
      await editor.post('/api/archive/rename', { organisationNumber: orgNo, id: file!.id, name: 'Ny.pdf' }),
      await editor.delete(`/api/archive/${orgNo}/${file!.id}`),
      await editor.post(`/api/archive/${orgNo}/permissions/${styret.id}`, { permissions: [] }),
    ])
      expect(response.status).toBe(403);
    expect(await written()).toEqual(before);

    // The role edits the open archive, and may move only between folders it may edit.
    const [mine] = (await (await upload(editor, open.id, [[samplePdf(), 'Eget.pdf']])).json()) as Entry[];
    const destinations = (await (await editor.get(`/api/archive/${orgNo}/destination-folders/${mine!.id}`)).json()) as { id: string | null; path: string[] }[];
    expect(destinations.filter((destination) => destination.path.length).map((destination) => destination.path.join('/'))).toEqual(['Felles']);
    expect(destinations.some((destination) => destination.id === null)).toBe(false);
    expect(await errorOf(await editor.post(`/api/archive/${orgNo}/move`, { entryId: mine!.id, destinationId: inner.id, confirmed: true }))).toMatchObject({ status: 403 });
  });

  it("filters by a custom role (roleId): the list shows what it views, a move only where it may edit", async () => {
    const viewerRole = await roleIdOf('custom-editor@example.no');
    const root = await list(admin, { rootFolder: 'custom-archive', roleId: viewerRole });
    expect(root.body.entries.map((entry) => entry.name)).toEqual(['Felles', 'Styrets arkiv']);
    expect((await list(admin, { rootFolder: 'custom-archive', roleId: await roleIdOf('custom-other@example.no') })).body.entries).toEqual([]);
    expect((await list(admin, { rootFolder: 'custom-archive' })).body.entries.map((entry) => entry.name)).toEqual(['Felles', 'Styrets arkiv']);
    const styret = root.body.entries.find((entry) => entry.name === 'Styrets arkiv')!;
    const [file] = (await (await upload(admin, 'admin-archive', [[samplePdf(), 'Til egne.pdf']])).json()) as Entry[];
    const all = (await (await admin.get(`/api/archive/${orgNo}/destination-folders/${file!.id}`)).json()) as { id: string | null }[];
    const filtered = (await (await admin.get(`/api/archive/${orgNo}/destination-folders/${file!.id}?roleId=${viewerRole}`)).json()) as { id: string | null; rootFolder: string }[];
    expect(all.map(({ id }) => id)).toContain(styret.id);
    expect(filtered.map(({ id }) => id)).not.toContain(styret.id);
    expect(new Set(filtered.map(({ rootFolder }) => rootFolder))).toEqual(new Set(['custom-archive']));
    expect((await admin.get(`/api/archive/${orgNo}/destination-folders/${file!.id}?roleId=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('refuses a role of no company of ours, a role twice, and a folder that is no custom archive, writing nothing', async () => {
    const role = await roleIdOf('custom-editor@example.no');
    const styret = (await list(admin, { rootFolder: 'custom-archive' })).body.entries.find((entry) => entry.name === 'Styrets arkiv')!;
    const inner = (await list(admin, { parentId: styret.id })).body.entries[0]!;
    const before = await written();
    expect(await errorOf(await admin.post(`/api/archive/${orgNo}/permissions/${styret.id}`, { permissions: [{ customRoleId: '00000000-0000-4000-8000-000000000000', access: 'EDIT' }] }))).toMatchObject({ status: 404, body: { error: { code: 'customRoles.notFound' } } });
    expect((await admin.post(`/api/archive/${orgNo}/permissions/${styret.id}`, { permissions: [{ customRoleId: role, access: 'EDIT' }, { customRoleId: role, access: 'VIEW' }] })).status).toBe(400);
    expect(await errorOf(await admin.post(`/api/archive/${orgNo}/permissions/${inner.id}`, { permissions: [] }))).toMatchObject({ status: 404, body: { error: { code: 'archive.notFound' } } });
    expect(await written()).toEqual(before);
  });
});
