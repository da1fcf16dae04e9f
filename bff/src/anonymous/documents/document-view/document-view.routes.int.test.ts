import { ArchiveEntry, Company, DocumentViewRecipient, shareDocumentForViewing } from '@andel/domain/server';
import { samplePdf } from '@andel/domain/testing';
import type { SharedDocumentView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';

let t: TestApp;
let company: Company;
let documentId: string;
let link: { recipientId: string; path: string };
const orgNo = governanceOrgs.a;
const anonymous = () => new TestClient(t.app);

const uploadPdf = async (name: string) => {
  const admin = await as(t, 'admin-a@example.no');
  const form = new FormData();
  form.append('files', new File([new Uint8Array(samplePdf(name))], name));
  const [entry] = (await (await admin.request('POST', `/api/archive/${orgNo}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
  return entry!.id;
};

const share = async (id: string) => {
  const em = t.orm.em.fork();
  const [shared] = await shareDocumentForViewing({ em, company: em.getReference(Company, company.id), actor: null, documentId: id, recipients: [{ name: 'Revisor Rask', email: 'revisor@example.no' }] });
  return shared!;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ a: company } = await setUpGovernanceCompanies(t));
  documentId = await uploadPdf('Årsregnskap.pdf');
  link = await share(documentId);
});
afterAll(() => t.close());

describe('document view links (GET /document/view/{documentId}?recipientId, anonymous)', () => {
  it("shows the recipient the shared document, serves it inline for the preview, and records the first view", async () => {
    expect(link.path).toBe(`/document/view/${documentId}?recipientId=${link.recipientId}`);
    const response = await anonymous().get(`/api${link.path}`);
    expect(response.status).toBe(200);
    expect((await response.json()) as SharedDocumentView).toMatchObject({ documentId, orgNo, name: 'Årsregnskap.pdf', contentType: 'application/pdf', extension: 'pdf', previewable: true, recipientName: 'Revisor Rask' });
    const content = await anonymous().get(`/api/document/view/${documentId}/content?recipientId=${link.recipientId}`);
    expect([content.status, content.headers.get('content-type'), content.headers.get('content-disposition')?.startsWith('inline'), content.headers.get('x-content-type-options')]).toEqual([200, 'application/pdf', true, 'nosniff']);
    expect(new TextDecoder().decode((await content.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const download = await anonymous().get(`/api/document/view/${documentId}/content?recipientId=${link.recipientId}&download=true`);
    expect(download.headers.get('content-disposition')?.startsWith('attachment')).toBe(true);
    expect((await t.orm.em.fork().findOneOrFail(DocumentViewRecipient, { id: link.recipientId })).viewedAt).not.toBeNull();
  });

  it("opens nothing with another document's id, an unknown recipient or a malformed one", async () => {
    const other = await uploadPdf('Annet.pdf');
    for (const path of [`/api/document/view/${other}?recipientId=${link.recipientId}`, `/api/document/view/${documentId}?recipientId=00000000-0000-4000-8000-000000000000`, `/api/document/view/${other}/content?recipientId=${link.recipientId}`])
      expect(await (async (response) => [response.status, ((await response.json()) as { error: { code: string } }).error.code])(await anonymous().get(path))).toEqual([404, 'file-preview.missing-file']);
    expect((await anonymous().get(`/api/document/view/${documentId}?recipientId=x`)).status).toBe(400);
  });

  it('shows the missing-file state once the document is in the trash', async () => {
    const id = await uploadPdf('Kastes snart.pdf');
    const shared = await share(id);
    const admin = await as(t, 'admin-a@example.no');
    expect((await admin.delete(`/api/archive/${orgNo}/${id}`)).status).toBe(200);
    const response = await anonymous().get(`/api${shared.path}`);
    expect(response.status).toBe(404);
    expect(await t.orm.em.fork().count(ArchiveEntry, { id, state: 'DELETED' })).toBe(1);
  });
});
