import { samplePdf } from '@andel/domain/testing';
import type { PortfolioOverview, PortfolioSignaturesView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
let admin: TestClient;
const orgNo = governanceOrgs.a;

beforeAll(async () => {
  t = await createTestApp();
  const { a: company } = await setUpGovernanceCompanies(t);
  admin = await as(t, 'admin-a@example.no');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'styremedlem@example.no'), company, 'BOARD_MEMBER');
  const form = new FormData();
  form.append('files', new File([new Uint8Array(samplePdf('Vedtak'))], 'Vedtak.pdf'));
  const [entry] = (await (await admin.request('POST', `/api/archive/${orgNo}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
  const signers = [
    { name: 'Styre Medlem', email: 'styremedlem@example.no', signingMethod: 'AUTH_EMAIL', language: 'nb' },
    { name: 'Ekstern Person', email: 'ekstern@example.no', signingMethod: 'HANDWRITING', language: 'nb' },
  ];
  expect((await admin.post(`/api/document/send-uploaded-document-for-signing/${orgNo}`, { documentId: entry!.id, signers })).status).toBe(201);
});
afterAll(() => t.close());

const signaturesOf = async (client: TestClient, path: string) => {
  const response = await client.get(`/api${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as PortfolioSignaturesView & { followUpMattersCount: number };
};

describe('portfolio signatures (GET /portfolio/{scope}/signatures[/{orgNo}])', () => {
  it("gives a signer the document waiting for them, counted in the overview's signDocumentCount and opened on the pending tab", async () => {
    const member = await as(t, 'styremedlem@example.no');
    const view = await signaturesOf(member, '/portfolio/all/signatures');
    expect(view.signatures.pending).toMatchObject([{ title: 'Vedtak.pdf', company: { organisationNumber: orgNo }, signingMethod: 'AUTH_EMAIL', batchMethod: 'email', signingRequestSource: { type: 'archive', archiveRootFolder: 'admin-archive' } }]);
    expect(view).toMatchObject({ signDocumentCount: 1, otherPendingDocumentsCount: 0, hasAdminRole: false, tabs: ['pending', 'signed'], defaultTab: 'pending' });
    expect(((await (await member.get('/api/portfolio')).json()) as PortfolioOverview).signDocumentCount).toBe(1);
    expect((await (await member.get('/api/portfolio/follow-up/count')).json()).total).toBeGreaterThanOrEqual(1);
  });

  it('gives admins sent and sealed outside the board-role and investments scopes, opening sent when nothing else is there', async () => {
    const view = await signaturesOf(admin, '/portfolio/all/signatures');
    expect(view.signatures.sent).toMatchObject([{ title: 'Vedtak.pdf', requestedBy: 'self', signingStatus: 'SENT_FOR_SIGNING', signingMethod: null }]);
    expect(view).toMatchObject({ hasAdminRole: true, tabs: ['pending', 'signed', 'sent', 'sealed'], defaultTab: 'sent', signDocumentCount: 0 });
    expect((await signaturesOf(admin, `/portfolio/all/signatures/${orgNo}`)).signatures.sent).toHaveLength(1);
    expect((await signaturesOf(admin, '/portfolio/board_member/signatures')).tabs).toEqual(['pending', 'signed']);
  });

  it("answers another company's number as not found, and a stranger's portfolio as the invalid id", async () => {
    expect((await admin.get('/api/portfolio/all/signatures/999999999')).status).toBe(404);
    expect((await admin.get('/api/portfolio/00000000-0000-4000-8000-000000000000/signatures')).status).toBe(404);
  });
});
