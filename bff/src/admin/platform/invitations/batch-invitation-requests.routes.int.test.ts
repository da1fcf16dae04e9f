import { AuditEvent, CompanyAccess, EmailOutbox, InvitationRequest } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

// A batch invitation request: a user asks several companies for access at once; each company's admins answer theirs,
// all at once at /batch-invitation-request/{batchId} when they administer several.
let t: TestApp;
const [orgA, orgB, orgC] = ['928471632', '931754289', '914778271'];

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
const mailsTo = (email: string) => t.orm.em.fork().find(EmailOutbox, { to: email, template: 'invitationRequest' }, { orderBy: { id: 'asc' } });
const accessesOf = async (email: string) =>
  (await t.orm.em.fork().find(CompanyAccess, { user: { email } }, { populate: ['company'] })).map((a) => `${a.company.organisationNumber}:${a.accessType}`).sort();

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c] = [await createTestCompany(t.orm, orgA, 'Alfa AS'), await createTestCompany(t.orm, orgB, 'Beta AS'), await createTestCompany(t.orm, orgC, 'Gamma AS')];
  const both = await createTestUser(t.orm, 'both@example.no');
  await grantTestAccess(t.orm, both, a, 'ADMIN');
  await grantTestAccess(t.orm, both, b, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'gamma@example.no'), c, 'ADMIN');
  await createTestUser(t.orm, 'asker@example.no');
  await createTestUser(t.orm, 'stranger@example.no');
});
afterAll(() => t.close());

describe('batch invitation requests', () => {
  let batchId: string;

  it('refuses a payload outside the rules, writing nothing', async () => {
    const asker = await as('asker@example.no');
    const bad = [
      { organisationNumbers: [orgA], requestAccessType: 'admin' },
      { organisationNumbers: [orgA, 'nope'], requestAccessType: 'admin', email: 'both@example.no', personalNoteText: 'Hei' },
      { organisationNumbers: [orgA, orgB], requestAccessType: 'owner', email: 'both@example.no', personalNoteText: 'Hei' },
      // Customers need a receiver and a note.
      { organisationNumbers: [orgA, orgB], requestAccessType: 'admin' },
      // One company unknown refuses all.
      { organisationNumbers: [orgA, '999999999'], requestAccessType: 'admin', email: 'both@example.no', personalNoteText: 'Hei' },
    ];
    for (const body of bad) expect((await asker.post('/api/invitation/batch-ask-for-permission', body)).status).toBeGreaterThanOrEqual(400);
    expect(await t.orm.em.fork().count(InvitationRequest, {})).toBe(0);
    expect((await new TestClient(t.app).post('/api/invitation/batch-ask-for-permission', {})).status).toBe(401);
  });

  it('opens one request a company under one batch; an admin of several gets one email with the batch link, an admin of one the request\'s', async () => {
    const asker = await as('asker@example.no');
    const sent = await asker.post('/api/invitation/batch-ask-for-permission', {
      organisationNumbers: [orgA, orgB, orgC],
      email: 'both@example.no',
      requestAccessType: 'board-portal',
      personalNoteText: 'Jeg sitter i styrene.',
    });
    expect(sent.status).toBe(201);
    const body = await sent.json();
    batchId = body.batchId;
    expect(body.requests.map((request: { companyName: string }) => request.companyName)).toEqual(['Alfa AS', 'Beta AS', 'Gamma AS']);
    const [toBoth] = await mailsTo('both@example.no');
    expect(await mailsTo('both@example.no')).toHaveLength(1);
    expect(toBoth!.text).toContain(`/batch-invitation-request/${batchId}`);
    expect(toBoth!.subject).toContain('Alfa AS, Beta AS');
    const gammaId = body.requests.find((request: { organisationNumber: string }) => request.organisationNumber === orgC).id;
    expect((await mailsTo('gamma@example.no'))[0]!.text).toContain(`/invitation-request/${gammaId}`);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'invitationRequest.created' })).toBe(3);
  });

  it('shows an admin the requests of the companies they administer, the requester all, anyone else none', async () => {
    const view = await (await (await as('both@example.no')).get(`/api/invitation/batch-invitation-request/${batchId}`)).json();
    expect(view).toMatchObject({ batchId, requesterEmail: 'asker@example.no', requestAccessType: 'board-portal', personalNoteText: 'Jeg sitter i styrene.' });
    expect(view.requests.map((r: { companyName: string; canDecide: boolean; state: string }) => [r.companyName, r.canDecide, r.state])).toEqual([
      ['Alfa AS', true, 'PENDING'],
      ['Beta AS', true, 'PENDING'],
    ]);
    const own = await (await (await as('asker@example.no')).get(`/api/invitation/batch-invitation-request/${batchId}`)).json();
    expect(own.requests.map((r: { canDecide: boolean }) => r.canDecide)).toEqual([false, false, false]);
    const stranger = await as('stranger@example.no');
    expect((await stranger.get(`/api/invitation/batch-invitation-request/${batchId}`)).status).toBe(404);
    expect((await stranger.post(`/api/invitation/batch-invitation-request/${batchId}/accept`)).status).toBe(404);
    expect((await stranger.get('/api/invitation/batch-invitation-request/not-a-uuid')).status).toBe(404);
    expect((await (await as('asker@example.no')).post(`/api/invitation/batch-invitation-request/${batchId}/accept`)).status).toBe(404);
  });

  it('accepts every pending request the admin may decide at once, leaving the others to their own admins', async () => {
    const both = await as('both@example.no');
    const accepted = await both.post(`/api/invitation/batch-invitation-request/${batchId}/accept`);
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).requests.map((r: { state: string }) => r.state)).toEqual(['ACCEPTED', 'ACCEPTED']);
    expect(await accessesOf('asker@example.no')).toEqual([`${orgA}:BOARD_MEMBER`, `${orgB}:BOARD_MEMBER`]);
    expect((await both.post(`/api/invitation/batch-invitation-request/${batchId}/reject`)).status).toBe(409);
    const gamma = await as('gamma@example.no');
    expect((await (await gamma.get(`/api/invitation/batch-invitation-request/${batchId}`)).json()).requests).toEqual([expect.objectContaining({ companyName: 'Gamma AS', state: 'PENDING', canDecide: true })]);
    expect(await (await gamma.post(`/api/invitation/batch-invitation-request/${batchId}/reject`)).json()).toEqual({ requests: [expect.objectContaining({ state: 'REJECTED' })] });
    expect(await accessesOf('asker@example.no')).toEqual([`${orgA}:BOARD_MEMBER`, `${orgB}:BOARD_MEMBER`]);
  });

  it('counts a batch once towards the requester\'s daily limit', async () => {
    const asker = await as('asker@example.no');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await asker.post('/api/invitation/batch-ask-for-permission', { organisationNumbers: [orgA, orgB], email: 'both@example.no', requestAccessType: 'admin', personalNoteText: 'Igjen' })).status);
    // The first batch was one send: four more fit in the day, the fifth is refused.
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
