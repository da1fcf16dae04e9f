import {
  addRegisterCompanies,
  CompanyAccess,
  CompanyRole,
  createShareholder,
  createShareClass,
  EmailOutbox,
  Invitation,
  PortfolioCompany,
  recordTransaction,
  updateShareholderField,
  type Company,
  type User,
} from '@andel/domain/server';
import { insertPublicStakes } from '@andel/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient, signedInClient } from '../../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../../testing/test-users';

let t: TestApp;
// P is the owner's; S and S2 are P's subsidiaries without administrators; Q is another user's; B the owner sits on the board of.
const [orgP, orgS, orgS2, orgQ, orgB, orgRenamed] = ['912345602', '912345610', '912345629', '912345645', '912345653', '912345637'];
// Known only from the public register: P holds 75 % of it (and S's public rows are not read: S is kept in Andel).
const orgPublic = '910000063';

const as = (email: string) => signedInClient(t.app, email);
const body = async (response: Response) => {
  if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};
const codeOf = async (response: Response) => (await response.json()).error.code;
const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]))).toString();

type Holder = { name: string; shares: number; email?: string; companyNumber?: string };

/** A register of one class with the holders' opening shareholding, through the domain's use-cases. */
const seedRegister = async (company: Company, actor: User, holders: Holder[]) => {
  await t.orm.em.fork().transactional(async (em) => {
    const [c, a] = [em.merge(company), em.merge(actor)];
    const shareClass = await createShareClass({ em, actor: a, company: c, input: { organizationnumber: c.organisationNumber, shareTypeCode: 'A', vote: '1', historical: false } });
    const ids: string[] = [];
    for (const holder of holders) {
      const { id } = await createShareholder({ em, actor: a, company: c, isCompany: !!holder.companyNumber });
      const fields = { shareholderName: holder.name, companyNumber: holder.companyNumber, email: holder.email } as const;
      for (const [fieldName, newValue] of Object.entries(fields))
        if (newValue) expect(await updateShareholderField({ em, actor: a, company: c, shareholderId: id, fieldName: fieldName as keyof typeof fields, newValue, allowSyntheticTestNumbers: true })).toEqual({ result: 'success' });
      ids.push(id);
    }
    const shareAllocation = holders.map((holder, index) => ({ shareholderId: ids[index]!, sharetypeId: shareClass.id, numberOfShares: BigInt(holder.shares) }));
    await recordTransaction({ em, actor: a, company: c, transaction: { kind: 'shareholdingperdate', input: { organizationnumber: c.organisationNumber, transactionDate: '2024-01-15T12:00:00.000Z', nominalValue: '1.00', shareAllocation } } });
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const [p, s, s2, q, b] = [
    await createTestCompany(t.orm, orgP, 'Morselskap AS'),
    await createTestCompany(t.orm, orgS, 'Datter AS'),
    await createTestCompany(t.orm, orgS2, 'Minoritet AS'),
    await createTestCompany(t.orm, orgQ, 'Fremmed AS'),
    await createTestCompany(t.orm, orgB, 'Styreverv AS'),
  ];
  const owner = await createTestUser(t.orm, 'owner@example.no');
  const other = await createTestUser(t.orm, 'other@example.no');
  await grantTestAccess(t.orm, owner, p, 'ADMIN');
  await grantTestAccess(t.orm, owner, b, 'BOARD_MEMBER');
  await grantTestAccess(t.orm, other, q, 'ADMIN');
  await seedRegister(p, owner, [
    { name: 'Kari Nordmann', shares: 700, email: 'kari@example.no' },
    { name: 'Gammelt Navn AS', shares: 300, companyNumber: orgRenamed },
  ]);
  await seedRegister(s, owner, [
    { name: 'Morselskap AS', shares: 600, companyNumber: orgP },
    { name: 'Ola Person', shares: 400 },
  ]);
  await seedRegister(s2, owner, [
    { name: 'Morselskap AS', shares: 100, companyNumber: orgP },
    { name: 'Stor Eier', shares: 900 },
  ]);
  await seedRegister(q, other, [
    { name: 'Hemmelig Person', shares: 500, email: 'secret@example.no' },
    { name: 'Morselskap AS', shares: 500, companyNumber: orgP },
  ]);
  await seedRegister(b, owner, [{ name: 'Styre Eier', shares: 10, email: 'styre-eier@example.no' }]);
  const em = t.orm.em.fork();
  await addRegisterCompanies({ em, companies: [{ organisationNumber: orgRenamed, name: 'Nytt Navn AS', postalCode: null, city: null }] });
  em.create(CompanyRole, { company: em.merge(p), role: 'chairperson', firstName: 'Per', lastName: 'Styre', email: 'per@example.no' });
  em.create(CompanyRole, { company: em.merge(s), role: 'ceo', firstName: 'Siri', lastName: 'Sjef', email: 'siri@example.no', language: 'en' });
  await em.flush();
  await insertPublicStakes(t.orm.em.fork(), 2025, [
    [orgPublic, 'Bare Offentlig AS', 'Morselskap AS', orgP, 750, 1000],
    [orgPublic, 'Bare Offentlig AS', 'Lise Eier', '1980', 250, 1000],
    [orgS, 'Datter AS', 'Morselskap AS', orgP, 1, 1],
  ]);
});
afterAll(() => t.close());

describe('subsidiaries in the portfolio overview', () => {
  it('lists the companies an administered company holds shares in that have no administrator, with the ownership and roles', async () => {
    const owner = await as('owner@example.no');
    const { subsidiaries } = await body(await owner.get('/api/portfolio'));
    expect(subsidiaries).toEqual([
      {
        organizationNumber: orgPublic,
        name: 'Bare Offentlig AS',
        currency: 'NOK',
        sourceOrgNo: orgP,
        ownershipInPercent: '75.00',
        ceoName: null,
        chairPersonName: null,
        isCEO: false,
        isChairperson: false,
        isBoardmember: false,
        isShareholder: false,
        invitationPending: false,
      },
      {
        organizationNumber: orgS,
        name: 'Datter AS',
        currency: 'NOK',
        sourceOrgNo: orgP,
        ownershipInPercent: '60.00',
        ceoName: 'Siri Sjef',
        chairPersonName: null,
        isCEO: false,
        isChairperson: false,
        isBoardmember: false,
        isShareholder: false,
        invitationPending: false,
      },
      expect.objectContaining({ organizationNumber: orgS2, ownershipInPercent: '10.00' }),
    ]);
    // Q has an administrator; the board-role scope administers nothing; another user sees no subsidiaries of P.
    expect((await body(await owner.get('/api/portfolio/role/board_member'))).subsidiaries).toEqual([]);
    expect((await body(await (await as('other@example.no')).get('/api/portfolio'))).subsidiaries).toEqual([]);
  });
});

describe('contacts', () => {
  it('lists administrators, board roles and shareholder contacts of administered companies only, a page at a time', async () => {
    const owner = await as('owner@example.no');
    const admins = await owner.get(`/api/portfolio/all/contacts?${query({ filter: { kind: 'admins' } })}`);
    expect(await body(admins)).toEqual([
      { id: expect.any(String), name: 'Test Person', email: 'owner@example.no', phone: null, companies: [{ organisationNumber: orgP, name: 'Morselskap AS', role: 'ADMIN', holder: null, customRoleId: null }] },
    ]);
    expect(await body(await owner.get(`/api/portfolio/admin/contacts?${query({ filter: { kind: 'board' } })}`))).toEqual([
      expect.objectContaining({ name: 'Per Styre', email: 'per@example.no', companies: [expect.objectContaining({ organisationNumber: orgP, role: 'chairperson' })] }),
    ]);
    const holders = await owner.get(`/api/portfolio/all/contacts?${query({ filter: { kind: 'shareholders' }, range: [0, 0] })}`);
    expect(holders.headers.get('Content-Range')).toBe('contacts 0-0/2');
    const names = async (range: [number, number]) =>
      (await body(await owner.get(`/api/portfolio/all/contacts?${query({ filter: { kind: 'shareholders' }, range })}`))).map((row: { name: string }) => row.name);
    expect(await names([0, 24])).toEqual(['Gammelt Navn AS', 'Kari Nordmann']);
    expect(await names([1, 1])).toEqual(['Kari Nordmann']);
    const found = await body(await owner.get(`/api/portfolio/all/contacts?${query({ filter: { kind: 'shareholders', q: 'kari@' } })}`));
    expect(found.map((row: { email: string }) => row.email)).toEqual(['kari@example.no']);
  });

  it('has none in the board-role and investments scopes, and none in another user’s portfolio', async () => {
    const owner = await as('owner@example.no');
    for (const scope of ['board_member', 'shareholder']) {
      const refused = await owner.get(`/api/portfolio/${scope}/contacts`);
      expect(refused.status).toBe(403);
      expect(await codeOf(refused)).toBe('portfolio.tabNotInScope');
    }
    const other = await as('other@example.no');
    const { id } = await (await other.post('/api/portfolio/new', { portfolioName: 'Fremmed' })).json();
    expect((await owner.get(`/api/portfolio/${id}/contacts`)).status).toBe(404);
    expect((await owner.get(`/api/portfolio/${id}/shareholders`)).status).toBe(404);
    expect((await owner.get('/api/portfolio/nonsense/contacts')).status).toBe(400);
    expect((await new TestClient(t.app).get('/api/portfolio/all/contacts')).status).toBe(401);
  });
});

describe('holders across companies', () => {
  it('lists each holder once with holdings in administered companies, never another company’s holders', async () => {
    const owner = await as('owner@example.no');
    const rows = await body(await owner.get('/api/portfolio/all/shareholders'));
    expect(rows.map((row: { name: string }) => row.name)).toEqual(['Gammelt Navn AS', 'Kari Nordmann']);
    expect(rows[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      name: 'Kari Nordmann',
      isCompany: false,
      companyNumber: null,
      email: 'kari@example.no',
      holdings: [{ organisationNumber: orgP, companyName: 'Morselskap AS', shareholderId: expect.any(String), shares: '700', ownershipInPercent: '70.00' }],
    });
    const other = await body(await (await as('other@example.no')).get(`/api/portfolio/all/shareholders?${query({ filter: { q: 'person' } })}`));
    expect(other.map((row: { name: string }) => row.name)).toEqual(['Hemmelig Person']);
    expect((await owner.get('/api/portfolio/board_member/shareholders')).status).toBe(403);
  });
});

describe('follow-up', () => {
  it('counts what needs attention per administered company in each tab', async () => {
    const owner = await as('owner@example.no');
    expect((await owner.post('/api/portfolio/admins/invite', { email: 'new-admin@example.no', language: 'nb', inviteTo: [orgP] })).status).toBe(201);
    const info = await body(await owner.get('/api/portfolio/all/follow-up'));
    expect(info).toEqual({
      rows: [{ organisationNumber: orgP, name: 'Morselskap AS', items: [{ kind: 'pendingInvitations', count: 1 }] }],
      total: 1,
      companyInfoCount: 1,
      followUpShareholdersCount: 1,
    });
    const holders = await body(await owner.get(`/api/portfolio/all/follow-up?${query({ filter: { tab: 'shareholders' } })}`));
    expect(holders.rows).toEqual([
      {
        organisationNumber: orgP,
        name: 'Morselskap AS',
        items: [
          { kind: 'missingEmail', count: 1 },
          { kind: 'missingId', count: 1 },
          { kind: 'outdatedName', count: 1 },
        ],
        outdatedNames: [{ organisationNumber: orgP, shareholderOrgNo: orgRenamed, name: 'Gammelt Navn AS', registerName: 'Nytt Navn AS' }],
      },
    ]);
    expect((await body(await owner.get('/api/portfolio/board_member/follow-up'))).rows).toEqual([]);
    const other = await body(await (await as('other@example.no')).get(`/api/portfolio/all/follow-up?${query({ filter: { tab: 'shareholders' } })}`));
    expect(other.rows.map((row: { organisationNumber: string }) => row.organisationNumber)).toEqual([orgQ]);
  });
});

describe('POST /portfolio/follow-up/shareholders/update', () => {
  it('renames the chosen company holders from the public register, for the company’s admins only', async () => {
    const other = await as('other@example.no');
    const refused = await other.post('/api/portfolio/follow-up/shareholders/update', { orgNo: orgP, shareholderOrgNos: [orgRenamed] });
    expect(refused.status).toBe(403);
    const owner = await as('owner@example.no');
    const invalid = await owner.post('/api/portfolio/follow-up/shareholders/update', { orgNo: orgP, shareholderOrgNos: [] });
    expect((await invalid.json()).errors).toEqual({ shareholderOrgNos: 'required' });
    expect(await body(await owner.post('/api/portfolio/follow-up/shareholders/update', { orgNo: orgP, shareholderOrgNos: [orgRenamed] }))).toEqual({ count: 1 });
    const names = await body(await owner.get(`/api/portfolio/all/contacts?${query({ filter: { kind: 'shareholders' } })}`));
    expect(names.map((row: { name: string }) => row.name)).toEqual(['Kari Nordmann', 'Nytt Navn AS']);
    const holders = await body(await owner.get(`/api/portfolio/all/follow-up?${query({ filter: { tab: 'shareholders' } })}`));
    expect(holders.rows[0].items.map((item: { kind: string }) => item.kind)).toEqual(['missingEmail', 'missingId']);
    expect(await body(await owner.post('/api/portfolio/follow-up/shareholders/update', { orgNo: orgP, shareholderOrgNos: [orgRenamed] }))).toEqual({ count: 0 });
  });
});

describe('POST /portfolio/connect-companies', () => {
  const connect = (client: TestClient, payload: Record<string, unknown>) => client.post('/api/portfolio/connect-companies', payload);
  const entry = (organisationNumber: string, receiverEmail?: string) => ({ company: { companyName: 'X', organisationNumber }, receiverEmail });

  it('needs a valid receiver email for each subsidiary unless auto-onboarding, and refuses a company that is no subsidiary', async () => {
    const owner = await as('owner@example.no');
    const invalid = await connect(owner, { autoonboard: false, portfolioId: null, connectData: [entry(orgS), entry(orgS2, 'not-an-address')] });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ 'connectData.0.receiverEmail': 'required', 'connectData.1.receiverEmail': 'email-field.invalid-email' });
    const foreign = await connect(owner, { autoonboard: false, connectData: [entry(orgQ, 'a@example.no')] });
    expect(foreign.status).toBe(404);
    expect(await codeOf(foreign)).toBe('company.notFound');
    expect(await t.orm.em.fork().count(Invitation, { company: { organisationNumber: orgQ } })).toBe(0);
  });

  it('invites the receiver as the subsidiary’s administrator in the receiver’s language', async () => {
    const owner = await as('owner@example.no');
    expect(await body(await connect(owner, { autoonboard: false, connectData: [entry(orgS, 'Siri@Example.no')] }))).toEqual({ connected: 1, invited: 1 });
    const em = t.orm.em.fork();
    expect(await em.find(Invitation, { company: { organisationNumber: orgS } })).toEqual([expect.objectContaining({ type: 'COMPANY', email: 'siri@example.no', language: 'en', state: 'PENDING' })]);
    expect(await em.find(EmailOutbox, { to: 'siri@example.no' })).toEqual([expect.objectContaining({ language: 'en', subject: expect.stringContaining('Test Person') })]);
    const { subsidiaries } = await body(await owner.get('/api/portfolio'));
    expect(subsidiaries.find((s: { organizationNumber: string }) => s.organizationNumber === orgS).invitationPending).toBe(true);
  });

  it('auto-onboards a majority-owned subsidiary into a portfolio, and refuses a minority one', async () => {
    const owner = await as('owner@example.no');
    const { id: portfolioId } = await (await owner.post('/api/portfolio/new', { portfolioName: 'Konsern' })).json();
    const minority = await connect(owner, { autoonboard: true, portfolioId, connectData: [entry(orgS2)] });
    expect(minority.status).toBe(403);
    expect(await codeOf(minority)).toBe('portfolio.autoonboardNotAllowed');
    expect(await body(await connect(owner, { autoonboard: true, portfolioId, connectData: [entry(orgS)] }))).toEqual({ connected: 1, invited: 0 });
    const em = t.orm.em.fork();
    expect(await em.count(CompanyAccess, { user: { email: 'owner@example.no' }, company: { organisationNumber: orgS }, accessType: 'ADMIN' })).toBe(1);
    expect(await em.count(PortfolioCompany, { portfolio: portfolioId, company: { organisationNumber: orgS } })).toBe(1);
    const { subsidiaries } = await body(await owner.get('/api/portfolio'));
    expect(subsidiaries.map((s: { organizationNumber: string }) => s.organizationNumber)).toEqual([orgPublic, orgS2]);
  });
});
