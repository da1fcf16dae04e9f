import { applyQuickSetup, type CapitalIncreaseView, type TActor, type TSubscriber } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createCustomRoleUser, governanceOrgs, setSubscription, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const orgNo = governanceOrgs.a;
let classA: string;
let projectId: string;
let decisionId: string;
const path = () => `/api/project/${projectId}/decisions/${decisionId}/capital-increase`;
const subscriber = (name: string, email: string, numberOfShares: string) => ({
  subscriberid: email,
  name,
  email,
  subscriptions: [{ id: `${email}-a`, sharetypeId: classA, numberOfShares, subscriptionPrice: null }],
});

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  await setSubscription(t, orgNo, 'PRO');
  await createCustomRoleUser(t, a, 'viewer-a@example.no', { freetext: 'VIEW' });
  const admin = await as(t, 'admin-a@example.no');
  classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  const holder = (await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON', name: 'Anne Holm' }).then((r) => r.json())).shareholderId;
  const opening = await admin.post('/api/transaction/shareholdingperdate', {
    organizationnumber: orgNo,
    transactionDate: '2026-01-05',
    nominalValue: '2',
    shareAllocation: [{ shareholderId: holder, sharetypeId: classA, numberOfShares: 1000 }],
  });
  expect(opening.status).toBe(201);
  const project = await admin.post('/api/projects', { orgNo, projectName: 'Emisjon', decisions: ['increaseOfShareCapital', 'freetext'], documents: ['general_meeting'] });
  projectId = ((await project.json()) as { projectId: string }).projectId;
  const view = await (await admin.get(`/api/project/${projectId}`)).json();
  decisionId = view.decisions.find((decision: { decisionType: string }) => decision.decisionType === 'increaseOfShareCapital').decisionId;
});
afterAll(() => t.close());

describe('the increase of share capital decision (seed 001 sections 3-5)', () => {
  it('starts from the defaults and the register as it stands', async () => {
    const view = (await (await (await as(t, 'admin-a@example.no')).get(path())).json()) as CapitalIncreaseView;
    expect(view.form).toMatchObject({ estimatedCosts: '0', isDisposableAccount: true, properties: null });
    expect(view.register).toMatchObject({ currency: 'NOK', nominalValue: '2', totalShares: '1000', shareClasses: [{ id: classA, code: 'A' }] });
    expect(view.resolution.nb).toEqual([]);
  });

  it('saves a private placement to two new subscribers and writes its resolution', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const register = (await (await admin.get(path())).json()).register;
    const form = applyQuickSetup('CASH_PRIVATE_PLACEMENT', { ...register, totalShares: BigInt(register.totalShares) }, '2026-11-28');
    if (form.properties?.type !== 'shareIssue') throw new Error('a share issue');
    form.articleOfAssociationNumber = 4;
    form.properties.subscribers = [subscriber('Kari Nordmann', 'kari@example.no', '3000000'), subscriber('Ola Hansen', 'ola@example.no', '2000000')] as never;
    const response = await admin.put(path(), form);
    expect(response.status).toBe(200);
    const view = (await response.json()) as CapitalIncreaseView;
    expect(view.resolution.nb[0]).toBe('Aksjekapitalen forhøyes med 10 000 000 NOK, fra 2 000 NOK til 10 002 000 NOK, ved utstedelse av 5 000 000 nye aksjer, hver pålydende 2,00 NOK.');
    expect(view.resolution.en).toContain('Kari Nordmann: 3,000,000 shares');
    expect(((await (await admin.get(path())).json()) as CapitalIncreaseView).form.properties).toMatchObject({ subscribers: [{ name: 'Kari Nordmann' }, { name: 'Ola Hansen' }] });
  });

  it('refuses bad input with the seed keys and writes nothing', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const saved = ((await (await admin.get(path())).json()) as CapitalIncreaseView).form;
    const before = await writtenRows(t);
    const bad = structuredClone(saved) as typeof saved & { properties: { subscribers: { email: string }[]; shareIssuePerShareTypes: { sharePrice: string }[] } };
    bad.properties.subscribers[0]!.email = 'kari@';
    bad.properties.shareIssuePerShareTypes[0]!.sharePrice = '1.5';
    bad.estimatedCosts = '-5';
    const response = await admin.put(path(), bad);
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toMatchObject({
      estimatedCosts: 'number-field.not-positive-or-zero',
      'properties.subscribers.0.email': 'email-field.invalid-email',
      'properties.shareIssuePerShareTypes.0.sharePrice': { message: 'greater-than-nominal', args: { currency: 'NOK', nominalValue: '2' } },
    });
    expect(await writtenRows(t)).toEqual(before);
    expect(((await (await admin.get(path())).json()) as CapitalIncreaseView).form.estimatedCosts).toBe('0');
  });

  it('is only for the increase of share capital, and only for those who may edit projects', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const view = await (await admin.get(`/api/project/${projectId}`)).json();
    const other = view.decisions.find((decision: { decisionType: string }) => decision.decisionType === 'freetext').decisionId;
    expect((await (await admin.get(`/api/project/${projectId}/decisions/${other}/capital-increase`)).json()).error.code).toBe('capitalIncrease.notThisDecisionType');
    const viewer = await as(t, 'viewer-a@example.no');
    expect((await viewer.get(path())).status).toBe(200);
    expect((await viewer.put(path(), {})).status).toBe(403);
    expect((await (await as(t, 'admin-b@example.no')).get(path())).status).toBe(403);
  });
});

describe('the actor selector (seed 001 section 7)', () => {
  it('lists the shareholders, the board and the CEO, and adds a board member to the register', async () => {
    const admin = await as(t, 'admin-a@example.no');
    expect(((await (await admin.get(`/api/shareholder/${orgNo}/actors`)).json()) as TActor[]).map(({ name, type }) => [name, type])).toEqual([['Anne Holm', 'SHAREHOLDER']]);
    await admin.post(`/api/company/${orgNo}/roles`, { role: 'chairperson', firstName: 'Per', lastName: 'Styre', email: 'per@example.no' });
    await admin.post(`/api/company/${orgNo}/roles`, { role: 'ceo', firstName: 'Dina', lastName: 'Leder', email: 'dina@example.no' });
    const board = (await (await admin.get(`/api/company-roles/${orgNo}/actors/BOARD_MEMBER`)).json()) as TActor[];
    expect(board.map(({ name, email }) => [name, email])).toEqual([['Per Styre', 'per@example.no']]);
    expect(((await (await admin.get(`/api/company-roles/${orgNo}/actors/CEO`)).json()) as TActor[]).map(({ name }) => name)).toEqual(['Dina Leder']);
    expect((await admin.get(`/api/company-roles/${orgNo}/actors/ADMIN`)).status).toBe(400);
    const added = await admin.post(`/api/shareholder/${orgNo}/actors`, board);
    expect(added.status).toBe(201);
    expect((await added.json())[0]).toMatchObject({ email: 'per@example.no' });
  });
});

describe('the subscribers of a preferential issue (seed 001 sections 3 and 9)', () => {
  it('lists each holder with the shares its holding entitles it to, and saves them with the form', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const register = (await (await admin.get(path())).json()).register;
    const form = applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', { ...register, totalShares: BigInt(register.totalShares) }, '2026-11-28');
    if (form.properties?.type !== 'shareIssue') throw new Error('a share issue');
    form.articleOfAssociationNumber = 4;
    const listed = await admin.post(`${path()}/preferential-subscribers`, form);
    expect(listed.status).toBe(200);
    const subscribers = (await listed.json()) as TSubscriber[];
    // The only holder, of 1,000 shares, is offered all of the 10,000,000 / 2 new shares.
    expect(subscribers.map(({ name, isExisting, subscriptions }) => [name, isExisting, subscriptions.map(({ numberOfShares }) => numberOfShares)])).toEqual([['Anne Holm', true, ['5000000']]]);
    form.properties.preferentialIssueSubscribers = subscribers;
    const saved = await admin.put(path(), form);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as CapitalIncreaseView).resolution.nb.join(' ')).toContain('fortrinnsrett');
  });

  it('is for those who may edit projects of the company', async () => {
    const form = applyQuickSetup('CASH_PREFERENTIAL_RIGHTS', { currency: 'NOK', nominalValue: '2', totalShares: 1000n, shareClasses: [{ id: classA, code: 'A' }], shareCapitalArticle: null }, '2026-11-28');
    expect((await (await as(t, 'viewer-a@example.no')).post(`${path()}/preferential-subscribers`, form)).status).toBe(403);
    expect((await (await as(t, 'admin-b@example.no')).post(`${path()}/preferential-subscribers`, form)).status).toBe(403);
    expect((await (await as(t, 'admin-a@example.no')).post(`${path()}/preferential-subscribers`, { contributionTypes: 'cash' })).status).toBe(400);
  });
});
