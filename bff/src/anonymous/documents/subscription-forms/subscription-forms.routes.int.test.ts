import { EmailOutbox, Subscription, SubscriptionForm, subscriptionsOf } from '@andel/domain/server';
import { pdfText } from '@andel/domain/testing';
import { applyQuickSetup, type SubscriptionFormDetailsView, type SubscriptionStatusView } from '@andel/domain/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setSubscription, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';

let t: TestApp;
const orgNo = governanceOrgs.a;
let classA: string;
let projectId: string;
let decisionId: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const formsPath = () => `/api/project/${projectId}/decisions/${decisionId}/subscription-forms`;
const subscriber = (name: string, email: string, numberOfShares: string) => ({ subscriberid: email, name, email, subscriptions: [{ id: `${email}-a`, sharetypeId: classA, numberOfShares, subscriptionPrice: null }] });
/** The token of the subscription form link last emailed to the address. */
const tokenOf = async (email: string) => {
  const emails = await t.orm.em.fork().find(EmailOutbox, { to: email, template: 'signingRequest' }, { orderBy: { id: 'desc' } });
  return decodeURIComponent(/\/subscription-form\?ref=(\S+)/.exec(emails[0]!.text)![1]!);
};
const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await t.orm.em.fork().findOneOrFail(EmailOutbox, { to, template: 'signingCode' }, { orderBy: { id: 'desc' } })).text)![1]!;
const subscriptionRows = () => t.orm.em.fork().count(Subscription, {});
const update = (ref: string, numberOfShares: string) => new TestClient(t.app).post(`/api/sign/update-subscription-form/${ref}`, { shares: [{ sharetypeId: classA, numberOfShares }] });

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'andel-subscription-')) });
  await setUpGovernanceCompanies(t);
  await setSubscription(t, orgNo, 'PRO');
  const admin = await as(t, 'admin-a@example.no');
  classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  const holder = (await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON', name: 'Anne Holm' }).then((r) => r.json())).shareholderId;
  await admin.post('/api/transaction/shareholdingperdate', { organizationnumber: orgNo, transactionDate: '2026-01-05', nominalValue: '2', shareAllocation: [{ shareholderId: holder, sharetypeId: classA, numberOfShares: 1000 }] });
  projectId = (await (await admin.post('/api/projects', { orgNo, projectName: 'Emisjon', decisions: ['increaseOfShareCapital'], documents: ['general_meeting'] })).json()).projectId;
  decisionId = (await (await admin.get(`/api/project/${projectId}`)).json()).decisions[0].decisionId;
  const register = (await (await admin.get(`/api/project/${projectId}/decisions/${decisionId}/capital-increase`)).json()).register;
  const form = applyQuickSetup('CASH_PRIVATE_PLACEMENT', { ...register, totalShares: BigInt(register.totalShares) }, day(0));
  if (form.properties?.type !== 'shareIssue') throw new Error('a share issue');
  form.articleOfAssociationNumber = 4;
  form.isSubscriptionForm = true;
  form.periodForSubscription = { from: day(-1), to: day(14) };
  form.properties.subscribers = [subscriber('Kari Nordmann', 'kari@example.no', '3000000'), subscriber('Ola Hansen', 'ola@example.no', '2000000')] as never;
  expect((await admin.put(`/api/project/${projectId}/decisions/${decisionId}/capital-increase`, form)).status).toBe(200);
});
afterAll(() => t.close());

describe('subscription forms of an increase of share capital (seed 002)', () => {
  it('previews each subscriber\'s form and sends one signing request per subscriber with SUBSCRIPTION signers', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const preview = await (await admin.get(`${formsPath()}?lang=nb`)).json();
    expect(preview.forms.map((form: { name: string }) => form.name)).toEqual(['Kari Nordmann', 'Ola Hansen']);
    const pdf = await admin.get(`${formsPath()}/kari@example.no/pdf?lang=nb`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    expect(text).toContain('Tegningsblankett');
    expect(text).toMatch(/3\s000\s000/);
    expect(text).not.toContain('{"');
    expect((await admin.post(`${formsPath()}/send`, { language: 'nb', emailBody: '' })).status).toBe(201);
    expect((await admin.post(`${formsPath()}/send`, { language: 'nb', emailBody: '' })).status).toBe(409);
    expect(await tokenOf('kari@example.no')).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
  });

  it('shows the form to its signer and refuses bad shares with the seed keys, writing nothing', async () => {
    const ref = await tokenOf('kari@example.no');
    const details = (await (await new TestClient(t.app).get(`/api/sign/subscription-form-details/${ref}`)).json()) as SubscriptionFormDetailsView;
    expect(details).toMatchObject({ shareholder: 'Kari Nordmann', signerName: 'Kari Nordmann', isShareIssue: true, isOversubscriptionAvailable: false, subscriptionPeriod: { hasStarted: true, hasEnded: false }, shares: [{ sharetypeCode: 'A', availableShares: '3000000', numberOfShares: null }] });
    const negative = await update(ref, '-5');
    expect(negative.status).toBe(400);
    expect((await negative.json()).errors).toEqual({ 'shares.0.numberOfShares': 'signing.subscription.form.shares.negative' });
    const over = await update(ref, '3000001');
    expect((await over.json()).errors).toEqual({ 'shares.0.numberOfShares': { message: 'signing.subscription.form.shares.oversubscribe', args: { availableShares: '3000000' } } });
    expect((await update(ref, '1.5')).status).toBe(400);
    expect(await subscriptionRows()).toBe(0);
    expect((await new TestClient(t.app).get(`/api/sign/sign-with-email/${ref}`)).status).toBe(409);
  });

  it('refuses another subscriber\'s form and a wrong link', async () => {
    const kari = await tokenOf('kari@example.no');
    const ola = (await (await new TestClient(t.app).get(`/api/sign/subscription-form-details/${await tokenOf('ola@example.no')}`)).json()) as SubscriptionFormDetailsView;
    expect((await new TestClient(t.app).get(`/api/document/view-subscription-form/${ola.documentId}/${orgNo}?ref=${kari}`)).status).toBe(404);
    expect((await new TestClient(t.app).get(`/api/sign/subscription-form-details/${'x'.repeat(40)}`)).status).toBe(404);
    expect((await update('y'.repeat(40), '10')).status).toBe(404);
    expect(await subscriptionRows()).toBe(0);
  });

  it('records the subscription, signs it with the emailed code and shows it to the admin as signed', async () => {
    const ref = await tokenOf('kari@example.no');
    const saved = await update(ref, '2500000');
    expect(saved.status).toBe(200);
    const browser = new TestClient(t.app);
    expect((await browser.get(`/api/sign/sign-with-email/${ref}`)).status).toBe(200);
    expect((await browser.post(`/api/sign/verify-signing-with-code/${ref}/${await lastCode('kari@example.no')}`)).status).toBe(200);
    expect(await (await browser.get(`/api/sign/check-subscription-signing-status/${ref}`)).json()).toMatchObject({ isSigned: true, isFilledIn: true });
    expect((await update(ref, '10')).status).toBe(409);
    const [kari] = await subscriptionsOf(t.orm.em.fork(), decisionId);
    expect(kari).toMatchObject({ subscriberId: 'kari@example.no', sharetypeId: classA, numberOfShares: 2_500_000n });
    expect(kari!.signedAt).toBeInstanceOf(Date);
    const status = (await (await (await as(t, 'admin-a@example.no')).get(`/api/document/check-subscription-status/${decisionId}/${orgNo}`)).json()) as SubscriptionStatusView;
    expect(status.subscriptions[0]).toMatchObject({ name: 'Kari Nordmann', isSigned: true, shares: [{ numberOfShares: '2500000', availableShares: '3000000' }] });
    expect(status.subscriptions[1]).toMatchObject({ name: 'Ola Hansen', isSigned: false, isFilledIn: false });
    const details = (await (await browser.get(`/api/sign/subscription-form-details/${ref}`)).json()) as SubscriptionFormDetailsView;
    const form = await browser.get(`/api/document/view-subscription-form/${details.documentId}/${orgNo}?ref=${ref}`);
    expect((await pdfText(new Uint8Array(await form.arrayBuffer()))).join('\n')).toMatch(/2\s500\s000/);
  });

  it('refuses a subscription after the period, writing nothing', async () => {
    const ref = await tokenOf('ola@example.no');
    await t.orm.em.fork().nativeUpdate(SubscriptionForm, { subscriberId: 'ola@example.no' }, { periodTo: day(-1) });
    const late = await update(ref, '10');
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe('signing.subscription.form.periodEnded');
    expect(await subscriptionRows()).toBe(1);
  });
});
