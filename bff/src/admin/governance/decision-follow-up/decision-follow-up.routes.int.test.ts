import { CapitalIncreaseDecision, DecisionAttachment, EmailOutbox, ProjectDecision, RegisterNotification } from '@andel/domain/server';
import type { DecisionFollowUpItem, MatterFollowUps } from '@andel/domain/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privatePlacement, newSubscriber } from '../../../../../domain/testing/capital-increase-fixtures';
import { pdfText } from '../../../../../domain/testing/pdf-text';
import { emailedSignerToken } from '../../../../testing/emailed-signer-token';
import { openGeneralMeeting } from '../../../../testing/general-meeting-test-setup';
import { setSubscription } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';

const orgNo = '916180563';
const otherOrgNo = '928471632';
let t: TestApp;
let gm: Awaited<ReturnType<typeof openGeneralMeeting>>;
let increaseId: string;
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF');

const signWithCode = async (email: string) => {
  const token = await emailedSignerToken(t, { email, signedAt: null });
  const browser = new TestClient(t.app);
  await browser.get(`/api/sign/sign-with-email/${token}`);
  const code = /\b(\d{6})\b/.exec((await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: email, template: 'signingCode' }, { orderBy: { id: 'desc' } })).text)![1]!;
  return browser.post(`/api/sign/verify-signing-with-code/${token}/${code}`);
};
const decisionsTab = async () => ((await (await gm.admin.get(`/api/follow-up/matters/${orgNo}?tab=decisions`)).json()) as MatterFollowUps & { rows: DecisionFollowUpItem[] });
const increase = async () => (await decisionsTab()).rows.find(({ decisionId }) => decisionId === increaseId)!;
const statuses = (item: DecisionFollowUpItem) => Object.fromEntries(item.steps.map(({ type, status }) => [type, status]));
const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'andel-decision-follow-up-')) });
  gm = await openGeneralMeeting(t, orgNo);
  await setSubscription(t, orgNo, 'PRO');
  const added = await gm.admin.post(`/api/project/${gm.projectId}/decisions`, { decisionType: 'increaseOfShareCapital' });
  expect(added.status).toBe(201);
  increaseId = ((await added.json()) as { decisionId: string }).decisionId;
  // The decision form as saved (its own room checks it): a private placement subscribed in the minutes.
  const form = privatePlacement();
  if (form.properties?.type !== 'shareIssue') throw new Error('share issue');
  form.isSubscriptionForm = false;
  form.properties.shareIssuePerShareTypes = [{ ...form.properties.shareIssuePerShareTypes[0]!, sharetypeId: gm.classA, sharePrice: '10' }];
  form.properties.subscribers = [newSubscriber('Kari Ny', '300'), newSubscriber('Nytt Selskap AS', '200', { isCompany: true, organisationNumber: '999888777' })].map((subscriber) => ({
    ...subscriber,
    subscriptions: subscriber.subscriptions.map((entry) => ({ ...entry, sharetypeId: gm.classA, subscriptionPrice: '10' })),
  }));
  const em = t.orm.em.fork();
  em.create(CapitalIncreaseDecision, { decision: await em.findOneOrFail(ProjectDecision, increaseId), form });
  await em.flush();
  const settings = { meetingDate: '2099-06-01', startTime: '12:00', endTime: '14:00', meetingForm: 'hybrid', meetingChair: { companyroleId: gm.roles['leder@example.no'], name: 'Lise Leder' }, coSigner: { companyroleId: gm.roles['dl@example.no'], name: 'Dag Daglig' } };
  expect((await gm.admin.put(`/api/project/${gm.projectId}/general-meeting`, settings)).status).toBe(200);
  expect((await gm.send()).status).toBe(200);
});
afterAll(() => t.close());

describe('the follow-up of decided decisions', () => {
  it('lists nothing before the minutes are signed, and refuses an upload to an undecided decision', async () => {
    expect((await decisionsTab()).rows).toEqual([]);
    const early = await gm.admin.upload(`/api/follow-up/decisions/${orgNo}/${increaseId}/attachments?kind=shareCapitalContributionConfirmations`, pdf, 'bank.pdf');
    expect([early.status, await codeOf(early)]).toEqual([409, 'decisionFollowUp.notDecided']);
  });

  it('shows the steps of the increase of share capital once the minutes are signed, counted in the follow-up', async () => {
    expect((await gm.admin.post(`/api/general-meeting/${gm.projectId}/start`)).status).toBe(200);
    expect((await gm.admin.post(`/api/general-meeting/${gm.projectId}/end`)).status).toBe(200);
    const minutes = ((await (await gm.admin.get(`/api/project/${gm.projectId}`)).json()) as { documents: { documentId: string; documentType: string }[] }).documents.find(({ documentType }) => documentType === 'general_meeting')!;
    const counted = ((await (await gm.admin.get('/api/portfolio/follow-up/count')).json()) as { total: number }).total;
    expect((await gm.admin.post(`/api/document/${minutes.documentId}/${orgNo}/send-for-signing`, {})).status).toBe(201);
    expect((await signWithCode('leder@example.no')).status).toBe(200);
    expect((await signWithCode('dl@example.no')).status).toBe(200);

    const tab = await decisionsTab();
    const item = await increase();
    expect(item.steps.map(({ type }) => type)).toEqual(['viewSubscribers', 'subscriptionFormStatus', 'allocatedShares', 'attachment', 'sendToBR', 'apply']);
    expect(statuses(item)).toEqual({ viewSubscribers: 'COMPLETED', subscriptionFormStatus: 'COMPLETED', allocatedShares: 'COMPLETED', attachment: 'READY', sendToBR: 'READY', apply: 'READY' });
    expect(item).toMatchObject({ status: 'IN_PROGRESS', projectStatus: 'FOLLOW_UP', data: { type: 'increaseOfShareCapital' }, documentId: minutes.documentId });
    expect(item.steps[0]).toMatchObject({ isForInformation: true, numberOfSubscribers: 2 });
    // The freetext matter has nothing to follow up.
    expect(tab.rows.map(({ decisionId }) => decisionId)).toEqual([increaseId]);
    expect(tab.tabCounts.decisions).toBe(1);
    expect(((await (await gm.admin.get('/api/portfolio/all/follow-up/matters?tab=decisions')).json()) as MatterFollowUps).rows).toHaveLength(1);
    expect(((await (await gm.admin.get('/api/portfolio/follow-up/count')).json()) as { total: number }).total).toBe(counted + 1);
  });

  it('refuses bad uploads with their keys and nothing written, then keeps the confirmation on its step', async () => {
    const base = `/api/follow-up/decisions/${orgNo}/${increaseId}/attachments`;
    const unknownKind = await gm.admin.upload(`${base}?kind=everything`, pdf, 'bank.pdf');
    expect([unknownKind.status, JSON.stringify(await unknownKind.json())]).toEqual([400, expect.stringContaining('invalidValue')]);
    const notAsked = await gm.admin.upload(`${base}?kind=ceoEmploymentIdentification`, pdf, 'id.pdf');
    expect([notAsked.status, await codeOf(notAsked)]).toEqual([400, 'decisionFollowUp.attachmentKindNotAsked']);
    const empty = await gm.admin.upload(`${base}?kind=shareCapitalContributionConfirmations`, new Uint8Array(), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(await t.orm.em.fork().count(DecisionAttachment, {})).toBe(0);

    const uploaded = await gm.admin.upload(`${base}?kind=shareCapitalContributionConfirmations`, pdf, 'Bekreftelse fra banken.pdf');
    expect(uploaded.status).toBe(201);
    const item = await increase();
    expect(item.attachments).toEqual([expect.objectContaining({ kind: 'shareCapitalContributionConfirmations', fileName: 'Bekreftelse fra banken.pdf', contentType: 'application/pdf' })]);
    expect(statuses(item).attachment).toBe('COMPLETED');
    const download = await gm.admin.get(`${base}/${item.attachments[0]!.id}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it('produces the register notification in the reader’s language with the minutes and the confirmation, then marks it sent', async () => {
    const base = `/api/follow-up/decisions/${orgNo}/${increaseId}/register-notification`;
    const early = await gm.admin.post(`${base}/sent`);
    expect([early.status, await codeOf(early)]).toEqual([409, 'decisionFollowUp.notificationNotProduced']);
    // An upload that only claims to be a PDF goes in attached rather than failing the package.
    const damaged = new TextEncoder().encode('%PDF-1.4\nnot a readable document\n%%EOF');
    expect((await gm.admin.upload(`/api/follow-up/decisions/${orgNo}/${increaseId}/attachments?kind=shareCapitalContributionConfirmations`, damaged, 'Skannet kvittering.pdf')).status).toBe(201);
    const response = await gm.admin.get(`${base}?language=nb`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const pages = await pdfText(new Uint8Array(await response.arrayBuffer()));
    const first = pages[0]!;
    for (const expected of ['Registermelding', 'Til Foretaksregisteret', orgNo, 'Aksjekapital før: 10 000,00', 'Ny aksjekapital: 15 000,00', 'Antall aksjer før: 1 000', 'Nytt antall aksjer: 1 500', 'Kari Ny: 300 aksjer', 'Nytt Selskap AS (999888777): 200 aksjer', 'Signert protokoll', 'Bekreftelse fra banken.pdf', 'Skannet kvittering.pdf (lagt ved som fil)'])
      expect(first).toContain(expected);
    expect(pages.join(' ')).not.toContain('{"');
    // The signed minutes and the uploaded confirmation follow the first page.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.slice(1).join(' ')).toContain('Protokoll');
    expect(statuses(await increase()).sendToBR).toBe('IN_PROGRESS');

    const english = await pdfText(new Uint8Array(await (await gm.admin.get(`${base}?language=en`)).arrayBuffer()));
    expect(english[0]).toContain('New share capital: NOK 15,000.00');
    expect(await t.orm.em.fork().count(RegisterNotification, {})).toBe(1);

    expect((await gm.admin.post(`${base}/sent`)).status).toBe(200);
    const item = await increase();
    expect(statuses(item).sendToBR).toBe('COMPLETED');
    expect(item.notification?.sentAt).toEqual(expect.any(String));
  });

  it("refuses another company's decision and a decision of the follow-up as another company", async () => {
    const other = await gm.admin.get(`/api/follow-up/decisions/${otherOrgNo}/${increaseId}/register-notification`);
    expect([403, 404]).toContain(other.status);
    const unknown = await gm.admin.get(`/api/follow-up/decisions/${orgNo}/${crypto.randomUUID()}/register-notification`);
    expect([unknown.status, await codeOf(unknown)]).toEqual([404, 'decisions.notFound']);
    const stranger = await gm.admin.get(`/api/follow-up/decisions/${orgNo}/${gm.decisionId}/register-notification`);
    expect([stranger.status, await codeOf(stranger)]).toEqual([400, 'decisionFollowUp.noRegisterNotification']);
  });
});
