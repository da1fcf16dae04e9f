import { CapitalIncreaseAllocation, CapitalIncreaseDecision, ProjectDecision, TransactionLogEntry } from '@andel/domain/server';
import { applyQuickSetup, emptyCapitalIncrease, ZShareIssuePropertiesSchema, type CapitalIncreaseAllocationView, type TransactionRecord } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createCustomRoleUser, governanceOrgs, setSubscription, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const orgNo = governanceOrgs.a;
let classA: string;
const holders: string[] = [];
const allocationPath = (projectId: string, decisionId: string) => `/api/project/${projectId}/decisions/${decisionId}/capital-increase/allocation`;
const applyPath = (projectId: string, decisionId: string) => `/api/project/${projectId}/decisions/${decisionId}/capital-increase/apply`;
const subscriber = (subscriberid: string, name: string, numberOfShares: string, shareholderId: string | null = null) => ({
  subscriberid,
  shareholderId,
  isExisting: shareholderId !== null,
  name,
  email: `${subscriberid}@example.no`,
  subscriptions: [{ id: `${subscriberid}-a`, sharetypeId: classA, numberOfShares, subscriptionPrice: null }],
});
const newDecision = async (projectName: string) => {
  const admin = await as(t, 'admin-a@example.no');
  const { projectId } = (await (await admin.post('/api/projects', { orgNo, projectName, decisions: ['increaseOfShareCapital'], documents: ['general_meeting'] })).json()) as { projectId: string };
  const view = await (await admin.get(`/api/project/${projectId}`)).json();
  return { projectId, decisionId: view.decisions[0].decisionId as string };
};
const logSize = () => t.orm.em.fork().count(TransactionLogEntry, {});
const allocationRows = () => t.orm.em.fork().count(CapitalIncreaseAllocation, {});
const lines = (view: CapitalIncreaseAllocationView) => Object.fromEntries(view.allocationRounds[0]!.allocations.map((line) => [line.id, [line.offeredShares, line.subscribedShares, line.allocatedShares, line.proposedShares]]));

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  await setSubscription(t, orgNo, 'PRO');
  await createCustomRoleUser(t, a, 'viewer-a@example.no', { freetext: 'VIEW', transactions: 'VIEW' });
  await createCustomRoleUser(t, a, 'projects-only-a@example.no', { freetext: 'EDIT', transactions: 'VIEW' });
  const admin = await as(t, 'admin-a@example.no');
  classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  for (const name of ['Anne Holm', 'Bjørn Dahl', 'Cecilie Berg'])
    holders.push((await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON', name }).then((r) => r.json())).shareholderId);
  const opening = await admin.post('/api/transaction/shareholdingperdate', {
    organizationnumber: orgNo,
    transactionDate: '2026-01-05',
    nominalValue: '2',
    shareAllocation: [3, 7, 10].map((numberOfShares, index) => ({ shareholderId: holders[index], sharetypeId: classA, numberOfShares })),
  });
  expect(opening.status).toBe(201);
  const articles = await admin.put(`/api/articlesofassociation/${orgNo}`, {
    date: '2026-01-05',
    languages: ['nb'],
    paragraphFormat: { prefix: '§ ', suffix: '' },
    shareCapitalParagraph: 2,
    jsondata: [
      { paragraph: 1, language: 'nb', name: 'Foretaksnavn', text: 'Selskapets foretaksnavn er Testselskap AS.' },
      { paragraph: 2, language: 'nb', name: 'Aksjekapital', text: 'Aksjekapitalen er 40 NOK.' },
    ],
  });
  expect(articles.status).toBe(200);
});
afterAll(() => t.close());

describe('a preferential issue to the holders of 3, 7 and 10 shares (seed 001 section 9)', () => {
  let projectId: string;
  let decisionId: string;
  beforeAll(async () => {
    ({ projectId, decisionId } = await newDecision('Fortrinnsrettsemisjon'));
    // Stored as a saved form: the allocation is what is tested here, the form's own rules in capital-increase.routes.int.test.ts.
    const em = t.orm.em.fork();
    const properties = ZShareIssuePropertiesSchema.parse({
      type: 'shareIssue',
      preferentialRight: true,
      preferentialRightOversubscribe: true,
      shareIssuePerShareTypes: [{ sharetypeId: classA, sharetypeCode: 'A', sharePrice: '5', issueMode: { type: 'fixed', numberOfShares: '7' } }],
      subscribers: [subscriber('anne', 'Anne Holm', '1', holders[0]!), subscriber('bjorn', 'Bjørn Dahl', '4', holders[1]!), subscriber('dag', 'Dag Lie', '5')],
    });
    em.create(CapitalIncreaseDecision, { decision: em.getReference(ProjectDecision, decisionId), form: { ...emptyCapitalIncrease(), contributionTypes: ['cash'], properties } });
    await em.flush();
  });

  it('offers 1, 2 and 4 (the .5 fraction takes the remainder), proposes Bjørn two more by over-subscription, and confirms with Dag given the last two', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const view = (await (await admin.get(allocationPath(projectId, decisionId))).json()) as CapitalIncreaseAllocationView;
    expect(lines(view)).toEqual({ anne: ['1', '1', '0', '1'], bjorn: ['2', '4', '0', '4'], [`holder:${holders[2]}`]: ['4', '0', '0', '0'], dag: ['0', '5', '0', '0'] });
    const confirmed = await admin.put(allocationPath(projectId, decisionId), {
      allocationRounds: [{ id: classA, allocations: [{ id: 'anne', allocatedShares: '1' }, { id: 'bjorn', allocatedShares: '4' }, { id: 'dag', allocatedShares: '2' }] }],
      isAllocationCompleted: true,
    });
    expect(confirmed.status).toBe(200);
  });

  it('refuses to apply once a transfer moved the holdings behind the offers, and writes nothing', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const transfer = await admin.post('/api/transaction/transfer', { organizationnumber: orgNo, transactionDate: '2026-06-01', transactionType: 'GIFT', fromShareholderId: holders[2], toShareholderId: holders[0], sharetypeId: classA, numberOfShares: '5' });
    expect(transfer.status).toBe(201);
    const before = { log: await logSize(), rows: await writtenRows(t) };
    const applied = await admin.post(applyPath(projectId, decisionId), {});
    expect(applied.status).toBe(409);
    expect((await applied.json()).error.code).toBe('capitalIncrease.allocation.registerMoved');
    expect({ log: await logSize(), rows: await writtenRows(t) }).toEqual(before);
  });
});

describe('a private placement to two new subscribers: allocated, confirmed, applied (seed 001 sections 3-5, 7)', () => {
  let projectId: string;
  let decisionId: string;
  beforeAll(async () => {
    ({ projectId, decisionId } = await newDecision('Rettet emisjon'));
    const admin = await as(t, 'admin-a@example.no');
    const register = (await (await admin.get(`/api/project/${projectId}/decisions/${decisionId}/capital-increase`)).json()).register;
    const form = applyQuickSetup('CASH_PRIVATE_PLACEMENT', { ...register, totalShares: BigInt(register.totalShares) }, '2026-11-28');
    if (form.properties?.type !== 'shareIssue') throw new Error('a share issue');
    form.articleOfAssociationNumber = 2;
    form.properties.shareIssuePerShareTypes[0]!.issueMode = { type: 'fixed', numberOfShares: '7' };
    form.properties.subscribers = [subscriber('kari', 'Kari Nordmann', '3'), subscriber('ola', 'Ola Hansen', '4')] as never;
    const saved = await admin.put(`/api/project/${projectId}/decisions/${decisionId}/capital-increase`, form);
    expect(saved.status).toBe(200);
  });

  it('offers each subscriber what it subscribed, nothing allocated yet, the proposal filled in', async () => {
    const view = (await (await (await as(t, 'admin-a@example.no')).get(allocationPath(projectId, decisionId))).json()) as CapitalIncreaseAllocationView;
    expect(view.allocationRounds).toMatchObject([{ roundNumber: 1, sharetypeId: classA, minShares: '7', maxShares: '7', remainingShares: '7', isPreferential: false }]);
    expect(lines(view)).toEqual({ kari: ['3', '3', '0', '3'], ola: ['4', '4', '0', '4'] });
    expect(view).toMatchObject({ isAllocationCompleted: false, applied: null });
  });

  it('refuses bad input with the seed keys and writes nothing', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const before = { rows: await writtenRows(t), allocations: await allocationRows() };
    const save = (allocations: { id: string; allocatedShares: unknown }[], isAllocationCompleted = false) =>
      admin.put(allocationPath(projectId, decisionId), { allocationRounds: [{ id: classA, allocations }], isAllocationCompleted });
    const negative = await save([{ id: 'kari', allocatedShares: '-1' }]);
    expect(negative.status).toBe(400);
    expect((await negative.json()).errors['allocationRounds.0.allocations.0.allocatedShares']).toBe('number-field.not-a-number');
    const over = await save([{ id: 'kari', allocatedShares: '5' }, { id: 'ola', allocatedShares: '4' }]);
    expect((await over.json()).errors['allocationRounds.0']).toEqual({ message: 'capitalIncrease.allocation.overAllocated', args: { remaining: '-2' } });
    const incomplete = await save([{ id: 'kari', allocatedShares: '3' }, { id: 'ola', allocatedShares: '3' }], true);
    expect((await incomplete.json()).errors.isAllocationCompleted).toBe('capitalIncrease.allocation.incomplete');
    const stranger = await save([{ id: 'per', allocatedShares: '1' }]);
    expect((await stranger.json()).error.code).toBe('capitalIncrease.allocation.unknownRound');
    const early = await admin.post(applyPath(projectId, decisionId), {});
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe('capitalIncrease.allocation.notConfirmed');
    expect({ rows: await writtenRows(t), allocations: await allocationRows() }).toEqual(before);
  });

  it('confirms the full allocation and applies it: one pending ISSUE, new holders numbered after share 20, the share capital article rewritten', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const confirmed = await admin.put(allocationPath(projectId, decisionId), {
      allocationRounds: [{ id: classA, isCompleted: true, allocations: [{ id: 'kari', allocatedShares: '3' }, { id: 'ola', allocatedShares: 4 }] }],
      isAllocationCompleted: true,
    });
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()) as CapitalIncreaseAllocationView).toMatchObject({ isAllocationCompleted: true, allocationRounds: [{ allocatedShares: '7', remainingShares: '0', isFullyAllocated: true }] });
    const log = await logSize();
    // Editing projects is not enough: the apply writes the register, so it needs the register's transactions at EDIT.
    const refused = await (await as(t, 'projects-only-a@example.no')).post(applyPath(projectId, decisionId), {});
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('access.forbidden');
    expect(await logSize()).toBe(log);
    const applied = await admin.post(applyPath(projectId, decisionId), {});
    expect(applied.status).toBe(201);
    const { applied: result } = (await applied.json()) as CapitalIncreaseAllocationView;
    expect(await logSize()).toBe(log + 1);
    const entry = (await (await admin.get(`/api/transactionlog/${result!.entryId}`)).json()) as TransactionRecord;
    expect(entry).toMatchObject({ transactionType: 'ISSUE', isPending: true });
    expect(entry.payload).toMatchObject({ isPending: true, issuedBy: 'generalMeeting', shareAllocation: [{ numberOfShares: '3', sharePrice: '2' }, { numberOfShares: '4', sharePrice: '2' }] });
    expect(entry.postings.filter((posting) => posting.shareholderId).map(({ name, received }) => [name, received])).toEqual([
      ['Kari Nordmann', '21-23'],
      ['Ola Hansen', '24-27'],
    ]);
    const article = await (await admin.post(`/api/articlesofassociation/${orgNo}/date`, { date: '2099-01-01' })).json();
    expect(JSON.stringify(article)).toContain('54');
  });

  it('ends the pending state when the registration date is entered on the applied ISSUE', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const { applied } = (await (await admin.get(allocationPath(projectId, decisionId))).json()) as CapitalIncreaseAllocationView;
    const registered = await admin.post(`/api/transaction/issue/${applied!.entryId}`, { transactionDate: '2026-07-15' });
    expect(registered.status).toBe(200);
    const entry = (await (await admin.get(`/api/transactionlog/${applied!.entryId}`)).json()) as TransactionRecord;
    expect(entry).toMatchObject({ isPending: false, corrections: [{ correction: 'REGISTER' }] });
    expect(entry.transactionDate.slice(0, 10)).toBe('2026-07-15');
  });

  it('refuses a second apply and a later save, writing nothing', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const log = await logSize();
    const again = await admin.post(applyPath(projectId, decisionId), {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('capitalIncrease.allocation.alreadyApplied');
    const save = await admin.put(allocationPath(projectId, decisionId), { allocationRounds: [], isAllocationCompleted: false });
    expect((await save.json()).error.code).toBe('capitalIncrease.allocation.alreadyApplied');
    expect(await logSize()).toBe(log);
  });

  it('is for those who may edit projects: a custom role that may only view them is refused, another company too', async () => {
    const viewer = await as(t, 'viewer-a@example.no');
    expect((await viewer.get(allocationPath(projectId, decisionId))).status).toBe(200);
    expect((await viewer.put(allocationPath(projectId, decisionId), { allocationRounds: [], isAllocationCompleted: false })).status).toBe(403);
    expect((await viewer.post(applyPath(projectId, decisionId), {})).status).toBe(403);
    expect((await (await as(t, 'admin-b@example.no')).post(applyPath(projectId, decisionId), {})).status).toBe(403);
  });
});
