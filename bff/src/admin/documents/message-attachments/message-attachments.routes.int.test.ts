import { Company, Message, MessageAttachment, StoredFile } from '@andel/domain/server';
import { samplePdf, windowsExecutable } from '@andel/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles } from '../../../../testing/board-meeting-test-setup';
import { as } from '../../../../testing/governance-test-setup';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';

let t: TestApp;
let register: Awaited<ReturnType<typeof openTestRegister>>;
let other: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '928471632';
const otherOrgNo = '931754289';

type Thread = { messages: { body: string; attachments: { id: string; name: string; contentType: string; fromArchive: boolean }[] }[] };

const send = (client: TestClient, path: string, payload: Record<string, unknown>, files: [Uint8Array, string][] = []) => {
  const form = new FormData();
  form.set('payload', JSON.stringify(payload));
  for (const [data, name] of files) form.append('files', new File([new Uint8Array(data)], name));
  return client.request('POST', path, { body: form });
};
const archiveUpload = async (client: TestClient, org: string, name: string) => {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(samplePdf(name))], name));
  const [entry] = (await (await client.request('POST', `/api/archive/${org}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
  return entry!.id;
};
const written = async () => {
  const em = t.orm.em.fork();
  return { messages: await em.count(Message, {}), attachments: await em.count(MessageAttachment, {}), files: await em.count(StoredFile, {}) };
};

beforeAll(async () => {
  t = await createTestApp();
  register = await openTestRegister(t, orgNo, 1);
  other = await openTestRegister(t, otherOrgNo, 1);
  const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
  await addBoardRoles(t, company, [['chairperson', 'Kari', 'Nordmann', 'kari@example.no']], ['kari@example.no']);
});
afterAll(() => t.close());

describe('attachments to messages', () => {
  it('an uploaded file and an archive file go with the message; the board member sees and downloads them', async () => {
    const entryId = await archiveUpload(register.admin, orgNo, 'Budsjett.pdf');
    const started = await send(register.admin, `/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Budsjett', body: 'Se vedlegg.', archiveEntryIds: [entryId] }, [[samplePdf('Notat'), 'Notat.pdf']]);
    expect(started.status).toBe(201);
    const { id: threadId } = (await started.json()) as { id: string };

    const kari = await as(t, 'kari@example.no');
    const thread = (await (await kari.get(`/api/board-member-view/${orgNo}/messaging/threads/${threadId}`)).json()) as Thread;
    expect(thread.messages[0]!.attachments).toMatchObject([
      { name: 'Notat.pdf', contentType: 'application/pdf', fromArchive: false },
      { name: 'Budsjett.pdf', contentType: 'application/pdf', fromArchive: true },
    ]);
    const download = await kari.get(`/api/board-member-view/${orgNo}/messaging/threads/${threadId}/attachments/${thread.messages[0]!.attachments[0]!.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(samplePdf('Notat')));

    const reply = await send(kari, `/api/board-member-view/${orgNo}/messaging/threads/${threadId}/messages`, { body: 'Takk, se mitt.' }, [[samplePdf('Svar'), 'Svar.pdf']]);
    expect(reply.status).toBe(201);
    const seen = (await (await register.admin.get(`/api/messaging/${orgNo}/threads/${threadId}`)).json()) as Thread;
    expect(seen.messages[1]!.attachments).toMatchObject([{ name: 'Svar.pdf' }]);
    expect((await register.admin.get(`/api/messaging/${orgNo}/threads/${threadId}/attachments/${seen.messages[1]!.attachments[0]!.id}`)).status).toBe(200);

    const outsider = await other.admin.get(`/api/messaging/${orgNo}/threads/${threadId}/attachments/${seen.messages[1]!.attachments[0]!.id}`);
    expect(outsider.status).toBe(403);
    const wrongThread = await kari.get(`/api/board-member-view/${orgNo}/messaging/threads/${crypto.randomUUID()}/attachments/${seen.messages[1]!.attachments[0]!.id}`);
    expect(((await wrongThread.json()) as { error: { code: string } }).error.code).toBe('messaging.threadNotFound');
  });

  it("refuses another company's archive file and a renamed executable with a key, writing nothing", async () => {
    const foreignEntry = await archiveUpload(other.admin, otherOrgNo, 'Fremmed.pdf');
    const before = await written();
    const foreign = await send(register.admin, `/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Fremmed', body: 'Tekst.', archiveEntryIds: [foreignEntry] }, [[samplePdf(), 'Ok.pdf']]);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('archive.notFound');
    const renamed = await send(register.admin, `/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Exe', body: 'Tekst.' }, [[windowsExecutable(), 'Faktura.pdf']]);
    expect(renamed.status).toBe(400);
    expect(((await renamed.json()) as { error: { code: string } }).error.code).toBe('invalid-file');
    expect(await written()).toEqual(before);
  });

  it("refuses an archive file the sender may not view (a board member and the admin archive), writing nothing", async () => {
    const adminOnly = await archiveUpload(register.admin, orgNo, 'Lønn.pdf');
    const started = await send(register.admin, `/api/messaging/${orgNo}/threads`, { audience: 'BOARD', subject: 'Lønn', body: 'Tekst.' });
    const { id: threadId } = (await started.json()) as { id: string };
    const before = await written();
    const kari = await as(t, 'kari@example.no');
    const reply = await send(kari, `/api/board-member-view/${orgNo}/messaging/threads/${threadId}/messages`, { body: 'Se denne.', archiveEntryIds: [adminOnly] });
    expect(reply.status).toBe(403);
    expect(((await reply.json()) as { error: { code: string } }).error.code).toBe('access.forbidden');
    expect(await written()).toEqual(before);
  });
});
