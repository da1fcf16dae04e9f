import { AuditEvent, Company, CompanyRole, CustomRole } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInClient, TestClient } from '../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../testing/test-users';

// The company's remark and its terms (seed: platform core, section 7), and who may be asked to administer it.
let t: TestApp;
const [orgA, orgB] = ['928471632', '931754289'];
let admin: TestClient;
let board: TestClient;
let settingsRole: TestClient;

const company = (organisationNumber: string) => t.orm.em.fork().findOneOrFail(Company, { organisationNumber });

beforeAll(async () => {
  t = await createTestApp();
  const a = await createTestCompany(t.orm, orgA, 'Alfa AS');
  const b = await createTestCompany(t.orm, orgB, 'Beta AS');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin@example.no'), a, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), a, 'BOARD_MEMBER');
  const em = t.orm.em.fork();
  const role = em.create(CustomRole, { company: em.merge(a), name: 'Innstillinger', permissions: { companySettings: 'EDIT' }, modules: ['OVERVIEW'] });
  await em.flush();
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'settings@example.no'), a, 'CUSTOM', { customRoleId: role.id });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'other.admin@example.no'), b, 'ADMIN');
  admin = await signedInClient(t.app, 'admin@example.no');
  board = await signedInClient(t.app, 'board@example.no');
  settingsRole = await signedInClient(t.app, 'settings@example.no');
});
afterAll(() => t.close());

describe('POST /company/{orgNo}/remark', () => {
  it('keeps the company\'s note, shown in the header to those who see its settings; blank removes it', async () => {
    const saved = await admin.post(`/api/company/${orgA}/remark`, { remark: '  Styret møtes første mandag.  ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ remark: 'Styret møtes første mandag.' });
    expect((await (await admin.get(`/api/company/${orgA}`)).json()).remark).toBe('Styret møtes første mandag.');
    expect((await (await board.get(`/api/company/${orgA}`)).json()).remark).toBeNull();
    expect(await (await settingsRole.post(`/api/company/${orgA}/remark`, { remark: 'Revisor: Fjord Revisjon' })).json()).toEqual({ remark: 'Revisor: Fjord Revisjon' });
    expect(await (await admin.post(`/api/company/${orgA}/remark`, { remark: ' ' })).json()).toEqual({ remark: null });
    expect((await company(orgA)).remark).toBeNull();
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'company.remarkChanged' })).toBe(3);
  });

  it('refuses others and bad input, writing nothing', async () => {
    await admin.post(`/api/company/${orgA}/remark`, { remark: 'Fast' });
    const before = await t.orm.em.fork().count(AuditEvent, {});
    expect((await board.post(`/api/company/${orgA}/remark`, { remark: 'Nei' })).status).toBe(403);
    expect((await admin.post(`/api/company/${orgB}/remark`, { remark: 'Nei' })).status).toBe(403);
    expect((await new TestClient(t.app).post(`/api/company/${orgA}/remark`, { remark: 'Nei' })).status).toBe(401);
    const tooLong = await admin.post(`/api/company/${orgA}/remark`, { remark: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors.remark).toMatchObject({ message: 'maxStringLength' });
    expect((await admin.post(`/api/company/${orgA}/remark`, { remark: 'a\u0000b' })).status).toBe(400);
    expect((await admin.post(`/api/company/${orgA}/remark`, { remark: 42 })).status).toBe(400);
    expect((await company(orgA)).remark).toBe('Fast');
    expect(await t.orm.em.fork().count(AuditEvent, {})).toBe(before);
  });
});

describe('POST /company/accept-terms/{orgNo}', () => {
  it('records the first acceptance by an admin, once; the header says so', async () => {
    expect((await (await admin.get(`/api/company/${orgA}`)).json()).termsAccepted).toBe(false);
    expect((await board.post(`/api/company/accept-terms/${orgA}`)).status).toBe(403);
    expect((await settingsRole.post(`/api/company/accept-terms/${orgA}`)).status).toBe(403);
    const accepted = await admin.post(`/api/company/accept-terms/${orgA}`);
    expect(accepted.status).toBe(200);
    const { termsAcceptedAt } = await accepted.json();
    expect(await (await admin.post(`/api/company/accept-terms/${orgA}`)).json()).toEqual({ termsAcceptedAt });
    expect((await (await board.get(`/api/company/${orgA}`)).json()).termsAccepted).toBe(true);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'company.termsAccepted' })).toBe(1);
    expect((await admin.post(`/api/company/accept-terms/${orgB}`)).status).toBe(403);
  });
});

describe('GET /company-roles/find-onboarding-candidates/{orgNo}', () => {
  it('lists the role holders with an email who run the company, board first, each address once, to its admins only', async () => {
    const em = t.orm.em.fork();
    const a = em.merge(await company(orgA));
    em.create(CompanyRole, { company: a, role: 'ceo', firstName: 'Dag', lastName: 'Leder', email: 'dag@example.no' });
    em.create(CompanyRole, { company: a, role: 'chairperson', firstName: 'Siri', lastName: 'Styre', email: 'siri@example.no' });
    em.create(CompanyRole, { company: a, role: 'member', firstName: 'Siri', lastName: 'Styre', email: 'SIRI@example.no' });
    em.create(CompanyRole, { company: a, role: 'deputy_member', firstName: 'Vara', lastName: 'Medlem', email: 'vara@example.no' });
    em.create(CompanyRole, { company: a, role: 'member', firstName: 'Uten', lastName: 'Epost' });
    await em.flush();
    const candidates = await (await admin.get(`/api/company-roles/find-onboarding-candidates/${orgA}`)).json();
    expect(candidates.map((c: { role: string; email: string }) => `${c.role}:${c.email}`)).toEqual(['chairperson:siri@example.no', 'ceo:dag@example.no']);
    expect(candidates[0]).toMatchObject({ companyroleId: expect.any(String), firstName: 'Siri', lastName: 'Styre', language: 'nb' });
    for (const client of [board, settingsRole, await signedInClient(t.app, 'other.admin@example.no')])
      expect((await client.get(`/api/company-roles/find-onboarding-candidates/${orgA}`)).status).toBe(404);
    expect((await admin.get('/api/company-roles/find-onboarding-candidates/12')).status).toBe(400);
    expect((await new TestClient(t.app).get(`/api/company-roles/find-onboarding-candidates/${orgA}`)).status).toBe(401);
  });
});
