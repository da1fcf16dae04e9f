import { AuditEvent, CompanyAccess, RecentCompanyVisit } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../../../testing/test-users';

let t: TestApp;
const [orgA, orgB, orgC, orgD] = ['928471632', '931754289', '950000001', '950000002'];

const as = async (email: string) => {
  const client = new TestClient(t.app);
  await client.signIn(email, testPassword);
  return client;
};
const codeOf = async (response: Response) => (await response.json()).error.code;
const createPortfolio = async (client: TestClient, portfolioName: string) => {
  const response = await client.post('/api/portfolio/new', { portfolioName });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; name: string };
};
const overview = async (client: TestClient, path = '/api/portfolio') => {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return response.json();
};
const orgNos = (body: { companyItems: { organisationNumber: string }[] }) => body.companyItems.map((c) => c.organisationNumber).sort();

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, c, d] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB), await createTestCompany(t.orm, orgC), await createTestCompany(t.orm, orgD)];
  const owner = await createTestUser(t.orm, 'owner@example.no');
  for (const company of [a, b]) await grantTestAccess(t.orm, owner, company, 'ADMIN');
  await grantTestAccess(t.orm, owner, c, 'BOARD_MEMBER');
  await grantTestAccess(t.orm, owner, a, 'SHAREHOLDER', { shareholderId: '6f1b0c5e-2a43-4d55-9d1c-3f6a1f0d2a22' });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other@example.no'), d, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), a, 'BOARD_MEMBER');
});
afterAll(() => t.close());

describe('portfolios', () => {
  it('creates a portfolio for an admin, with an audit event, and lists it in every overview', async () => {
    const owner = await as('owner@example.no');
    const created = await createPortfolio(owner, '  Kunder  ');
    expect(created.name).toBe('Kunder');
    expect((await overview(owner)).portfolios).toContainEqual({ id: created.id, name: 'Kunder' });
    expect((await overview(owner, '/api/portfolio/role/admin')).portfolios).toContainEqual({ id: created.id, name: 'Kunder' });
    const events = await t.orm.em.fork().find(AuditEvent, { type: 'portfolio.created' });
    expect(events.map((event) => event.payload.after)).toContainEqual({ id: created.id, name: 'Kunder' });
  });

  it('refuses a blank or missing name with `required`, a user who is no admin, and no session', async () => {
    const owner = await as('owner@example.no');
    for (const body of [{ portfolioName: '  ' }, {}]) {
      const response = await owner.post('/api/portfolio/new', body);
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ portfolioName: 'required' });
    }
    const board = await as('board@example.no');
    const refused = await board.post('/api/portfolio/new', { portfolioName: 'Styreverv' });
    expect(refused.status).toBe(403);
    expect(await codeOf(refused)).toBe('portfolio.adminRoleRequired');
    expect((await new TestClient(t.app).post('/api/portfolio/new', { portfolioName: 'X' })).status).toBe(401);
    expect((await new TestClient(t.app).get('/api/portfolio')).status).toBe(401);
  });

  it('adds companies the user has access to, shows them in the portfolio scope, and refuses others', async () => {
    const owner = await as('owner@example.no');
    const { id } = await createPortfolio(owner, 'Eiendom');
    expect((await owner.post(`/api/portfolio/${id}/add-companies`, [orgA, orgC])).status).toBe(200);
    const scoped = await overview(owner, `/api/portfolio/${id}`);
    // Every access the user holds to a company in the portfolio is listed (A as admin and as shareholder).
    expect(orgNos(scoped)).toEqual([orgA, orgA, orgC]);
    expect(scoped.companyItems.every((item: { portfolioId: string }) => item.portfolioId === id)).toBe(true);
    expect(scoped.userCompanies).toHaveLength(4);

    const foreign = await owner.post(`/api/portfolio/${id}/add-companies`, [orgB, orgD]);
    expect(foreign.status).toBe(403);
    expect(await codeOf(foreign)).toBe('access.forbidden');
    expect(orgNos(await overview(owner, `/api/portfolio/${id}`))).toEqual([orgA, orgA, orgC]);

    const empty = await owner.post(`/api/portfolio/${id}/add-companies`, []);
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({ root: 'required' });
    expect((await owner.post(`/api/portfolio/${id}/add-companies`, { orgNo: orgA })).status).toBe(400);
  });

  it('moves a company between portfolios (a company is in one portfolio per user) and removes it', async () => {
    const owner = await as('owner@example.no');
    const first = await createPortfolio(owner, 'Første');
    const second = await createPortfolio(owner, 'Andre');
    await owner.post(`/api/portfolio/${first.id}/add-companies`, [orgB]);
    const moved = await owner.post('/api/portfolio/move-company-to-portfolio', { orgNo: orgB, portfolioId: second.id });
    expect(moved.status).toBe(200);
    expect(orgNos(await overview(owner, `/api/portfolio/${first.id}`))).toEqual([]);
    expect(orgNos(await overview(owner, `/api/portfolio/${second.id}`))).toEqual([orgB]);

    const missing = await owner.post('/api/portfolio/move-company-to-portfolio', { orgNo: orgB });
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual({ portfolioId: 'required' });

    expect((await owner.post('/api/portfolio/remove-company-from-portfolio', { orgNo: orgB })).status).toBe(200);
    expect(orgNos(await overview(owner, `/api/portfolio/${second.id}`))).toEqual([]);
    const again = await owner.post('/api/portfolio/remove-company-from-portfolio', { orgNo: orgB });
    expect(again.status).toBe(404);
    expect(await codeOf(again)).toBe('portfolio.notFound');
    expect((await (await owner.post('/api/portfolio/remove-company-from-portfolio', { orgNo: '' })).json()).errors).toEqual({ orgNo: 'required' });
  });

  it('renames by PUT or POST, refusing a blank name', async () => {
    const owner = await as('owner@example.no');
    const { id } = await createPortfolio(owner, 'Gammelt navn');
    expect(await (await owner.put(`/api/portfolio/${id}/settings`, { name: 'Nytt navn' })).json()).toEqual({ id, name: 'Nytt navn' });
    expect(await (await owner.post(`/api/portfolio/${id}/settings`, { name: 'Tredje navn' })).json()).toEqual({ id, name: 'Tredje navn' });
    const blank = await owner.put(`/api/portfolio/${id}/settings`, { name: '' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors).toEqual({ name: 'required' });
  });

  it("answers 404 for another user's portfolio on every call, and for a malformed id", async () => {
    const { id } = await createPortfolio(await as('owner@example.no'), 'Privat');
    const other = await as('other@example.no');
    const calls = [
      other.get(`/api/portfolio/${id}`),
      other.put(`/api/portfolio/${id}/settings`, { name: 'Kapret' }),
      other.delete(`/api/portfolio/${id}`),
      other.post(`/api/portfolio/${id}/add-companies`, [orgD]),
      other.post('/api/portfolio/move-company-to-portfolio', { orgNo: orgD, portfolioId: id }),
      other.get('/api/portfolio/not-a-uuid'),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404);
      expect(await codeOf(response)).toBe('portfolio.notFound');
    }
    expect((await overview(other)).portfolios).toEqual([]);
    expect((await overview(await as('owner@example.no'), `/api/portfolio/${id}`)).portfolios).toContainEqual({ id, name: 'Privat' });
  });

  it('filters the overview by role scope and refuses an unknown role', async () => {
    const owner = await as('owner@example.no');
    expect(orgNos(await overview(owner))).toEqual([orgA, orgA, orgB, orgC]);
    expect(orgNos(await overview(owner, '/api/portfolio/role/admin'))).toEqual([orgA, orgB]);
    expect(orgNos(await overview(owner, '/api/portfolio/role/board_member'))).toEqual([orgC]);
    expect(orgNos(await overview(owner, '/api/portfolio/role/shareholder'))).toEqual([orgA]);
    const unknown = await owner.get('/api/portfolio/role/auditor');
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual({ role: 'invalidValue' });
  });

  it('dissolves a portfolio; offboarding gives up only the own ADMIN accesses and keeps the session', async () => {
    const owner = await as('owner@example.no');
    const kept = await createPortfolio(owner, 'Beholdes');
    await owner.post(`/api/portfolio/${kept.id}/add-companies`, [orgC]);
    expect((await owner.delete(`/api/portfolio/${kept.id}`)).status).toBe(200);
    expect((await owner.get(`/api/portfolio/${kept.id}`)).status).toBe(404);
    expect(orgNos(await overview(owner))).toContain(orgC);

    const offboard = await createPortfolio(owner, 'Avvikles');
    await owner.post(`/api/portfolio/${offboard.id}/add-companies`, [orgA]);
    const bad = await owner.delete(`/api/portfolio/${offboard.id}?offboardCompanies=yes`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ offboardCompanies: 'invalidValue' });
    expect((await owner.delete(`/api/portfolio/${offboard.id}?offboardCompanies=true`)).status).toBe(200);
    const accesses = await t.orm.em.fork().find(CompanyAccess, { user: { email: 'owner@example.no' }, company: { organisationNumber: orgA } });
    expect(accesses.map((access) => access.accessType)).toEqual(['SHAREHOLDER']);
    expect(orgNos(await overview(owner, '/api/portfolio/role/admin'))).toEqual([orgB]);
  });
});

describe('recently visited companies', () => {
  it('records visits newest first, keeps ten, and refuses a company without access', async () => {
    const visitor = await createTestUser(t.orm, 'visitor@example.no');
    const orgNumbers = Array.from({ length: 11 }, (_, index) => `9600000${String(index).padStart(2, '0')}`);
    for (const orgNo of orgNumbers) await grantTestAccess(t.orm, visitor, await createTestCompany(t.orm, orgNo), 'ADMIN');
    const client = await as('visitor@example.no');
    for (const orgNo of orgNumbers) expect((await client.post(`/api/portfolio/recent/${orgNo}`)).status).toBe(200);
    await client.post(`/api/portfolio/recent/${orgNumbers[5]}`);
    const { recentlyVisited } = await overview(client);
    expect(recentlyVisited.map((company: { organisationNumber: string }) => company.organisationNumber)).toEqual(
      [orgNumbers[5], ...orgNumbers.slice(1).reverse().filter((orgNo) => orgNo !== orgNumbers[5])],
    );
    expect(recentlyVisited[0]).toEqual({ organisationNumber: orgNumbers[5], name: `Company ${orgNumbers[5]}` });
    expect(await t.orm.em.fork().count(RecentCompanyVisit, { user: visitor.id })).toBe(10);
    const refused = await client.post(`/api/portfolio/recent/${orgA}`);
    expect(refused.status).toBe(403);
  });
});
