import { AuditEvent, User } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInClient, TestClient } from '../../../testing/test-client';
import { createTestUser } from '../../../testing/test-users';

// GET /index and PUT /add-affiliate/{key} (seed: platform core, section 7).
let t: TestApp;
let testEnvironment: TestApp;
beforeAll(async () => {
  [t, testEnvironment] = await Promise.all([createTestApp({ MAIN_PRODUCTION_HOST: 'app.andel.no' }), createTestApp({ ANDEL_TEST_ENVIRONMENT: 'true' })]);
  await createTestUser(t.orm, 'partner.lead@example.no');
});
afterAll(() => Promise.all([t.close(), testEnvironment.close()]));

describe('GET /index', () => {
  it('tells any page the host\'s interface languages and whether this is a test environment', async () => {
    expect(await (await t.app.request('https://app.andel.no/api/index')).json()).toEqual({ interfaceLanguages: ['nb', 'en'], defaultLanguage: 'nb', testEnvironment: false });
    expect(await (await testEnvironment.app.request('http://localhost:3000/api/index')).json()).toEqual({ interfaceLanguages: ['nb', 'sv', 'en'], defaultLanguage: 'nb', testEnvironment: true });
  });
});

describe('PUT /add-affiliate/{key}', () => {
  it('records the partner key on the signed-in user once; a later key does not take it over', async () => {
    const user = await signedInClient(t.app, 'partner.lead@example.no');
    expect(await (await user.put('/api/add-affiliate/regnskap-partner_1')).json()).toEqual({ affiliateKey: 'regnskap-partner_1' });
    expect(await (await user.put('/api/add-affiliate/another')).json()).toEqual({ affiliateKey: 'regnskap-partner_1' });
    expect((await t.orm.em.fork().findOneOrFail(User, { email: 'partner.lead@example.no' })).affiliateKey).toBe('regnskap-partner_1');
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'user.affiliateAdded' })).toBe(1);
  });

  it('refuses a key of other characters or past 64, and no session, writing nothing', async () => {
    await createTestUser(t.orm, 'fresh@example.no');
    const user = await signedInClient(t.app, 'fresh@example.no');
    for (const key of ['a%20b', 'x'.repeat(65), '%C3%A6%C3%B8', 'a.b'])
      expect((await user.put(`/api/add-affiliate/${key}`)).status).toBe(400);
    expect((await new TestClient(t.app).put('/api/add-affiliate/ok')).status).toBe(401);
    expect((await t.orm.em.fork().findOneOrFail(User, { email: 'fresh@example.no' })).affiliateKey).toBeNull();
  });
});
