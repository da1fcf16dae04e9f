import { samplePdf, unwalkablePdfs } from '@andel/domain/testing';
import type { PortfolioSignaturesView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';

let t: TestApp;
let admin: TestClient;
const orgNo = governanceOrgs.a;
const signers = [{ name: 'Ekstern Person', email: 'ekstern@example.no', signingMethod: 'AUTH_EMAIL', language: 'nb' }];

beforeAll(async () => {
  t = await createTestApp();
  await setUpGovernanceCompanies(t);
  admin = await as(t, 'admin-a@example.no');
});
afterAll(() => t.close());

const wizardForm = (files: File[], destinations: unknown, signerList: unknown = signers) => {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  form.append('destinations', JSON.stringify(destinations));
  form.append('signers', JSON.stringify(signerList));
  form.append('emailBody', 'Vennligst signer');
  return form;
};

describe('the portfolio send-for-signing wizard', () => {
  it("offers an administered company's destination folders and quick-add signers, and refuses a company the user does not administer", async () => {
    const folders = (await (await admin.get(`/api/portfolio/signatures/destination-folders/${orgNo}`)).json()) as { id: string | null; rootFolder: string }[];
    expect(folders).toContainEqual({ id: null, rootFolder: 'admin-archive', path: [] });
    const response = await admin.post('/api/portfolio/signatures/company-signers', { companies: [orgNo] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject([{ organisationNumber: orgNo, companyRoles: expect.any(Array), shareholders: expect.any(Array) }]);
    expect((await admin.get(`/api/portfolio/signatures/destination-folders/${governanceOrgs.b}`)).status).toBe(403);
    expect((await admin.post('/api/portfolio/signatures/company-signers', { companies: [governanceOrgs.b] })).status).toBe(403);
  });

  it('puts the PDF in the destination folder and sends it through the signing engine: it shows under sent', async () => {
    const form = wizardForm([new File([new Uint8Array(samplePdf('Avtale'))], 'Avtale.pdf')], [{ orgNo, fileName: 'Avtale.pdf', folderId: 'admin-archive' }]);
    const response = await admin.request('POST', '/api/portfolio/signatures/send-uploaded-document-for-signing', { body: form });
    expect(response.status).toBe(201);
    const view = (await (await admin.get('/api/portfolio/all/signatures')).json()) as PortfolioSignaturesView;
    expect(view.signatures.sent).toMatchObject([{ title: 'Avtale.pdf', company: { organisationNumber: orgNo }, signingStatus: 'SENT_FOR_SIGNING' }]);
  });

  it('refuses, writing nothing, a file that is not a PDF, a PDF sealing cannot read, no signers, and a company the user does not administer', async () => {
    const before = await writtenRows(t);
    const text = new File([new TextEncoder().encode('hei')], 'Notat.txt');
    expect((await admin.request('POST', '/api/portfolio/signatures/send-uploaded-document-for-signing', { body: wizardForm([text], [{ orgNo, fileName: 'Notat.txt', folderId: 'admin-archive' }]) })).status).toBe(400);
    const pdf = () => new File([new Uint8Array(samplePdf('B'))], 'B.pdf');
    const empty = await admin.request('POST', '/api/portfolio/signatures/send-uploaded-document-for-signing', { body: wizardForm([pdf()], [{ orgNo, fileName: 'B.pdf', folderId: 'admin-archive' }], []) });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('documents.empty-signer-list');
    const cyclic = new File([new Uint8Array(unwalkablePdfs.cyclicPageTree())], 'Syklus.pdf');
    const unreadable = await admin.request('POST', '/api/portfolio/signatures/send-uploaded-document-for-signing', { body: wizardForm([cyclic], [{ orgNo, fileName: 'Syklus.pdf', folderId: 'admin-archive' }]) });
    expect({ status: unreadable.status, body: await unreadable.json() }).toMatchObject({ status: 400, body: { error: { code: 'unreadable-pdf', params: { files: 'Syklus.pdf' } } } });
    expect((await admin.request('POST', '/api/portfolio/signatures/send-uploaded-document-for-signing', { body: wizardForm([pdf()], [{ orgNo: governanceOrgs.b, fileName: 'B.pdf', folderId: 'admin-archive' }]) })).status).toBe(403);
    expect(await writtenRows(t)).toEqual(before);
  });
});
