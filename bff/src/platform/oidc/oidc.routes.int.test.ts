import { OidcFlow, Session, User } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtLocalProvider } from '../../../testing/local-identity-provider-login';
import { createTestApp, testAppUrl, type TestApp } from '../../../testing/test-app';
import { TestClient } from '../../../testing/test-client';
import { startLocalIdentityProvider, type LocalIdentityProvider } from '../../dev/local-identity-provider';

let local: LocalIdentityProvider;
let testApp: TestApp;
const kari = { nationalId: '01019012345', name: 'Kari Nordmann' };

beforeAll(async () => {
  local = await startLocalIdentityProvider({ redirectUris: [`${testAppUrl}/login-callback`] });
  testApp = await createTestApp({ BANKID_NO_ISSUER: local.issuer, BANKID_NO_CLIENT_ID: local.clientId, BANKID_NO_CLIENT_SECRET: local.clientSecret, BANKID_NO_SCOPE: 'openid' });
});
afterAll(async () => {
  await testApp.close();
  await local.close();
});

/** Starts a BankID sign-in in `browser` and signs in at the provider; answers the callback's parameters. */
const throughProvider = async (browser: TestClient, person = kari) => {
  const start = await browser.get('/api/auth/bankid?provider=bankid-no&returnTo=/portfolio');
  expect(start.status).toBe(302);
  const back = await signInAtLocalProvider(start.headers.get('location')!, person);
  expect(back.pathname).toBe('/login-callback');
  return Object.fromEntries(back.searchParams) as { code: string; state: string; iss?: string };
};

const sessionCount = () => testApp.orm.em.fork().count(Session, {});

describe('sign-in with BankID (OpenID Connect against the local provider)', () => {
  it('tells which providers are configured', async () => {
    expect(await (await new TestClient(testApp.app).get('/api/auth/bankid-status')).json()).toEqual({ 'bankid-no': true, 'bankid-se': false, mitid: false });
  });

  it('sends the browser to the provider with state, nonce and PKCE', async () => {
    const start = await new TestClient(testApp.app).get('/api/auth/bankid?provider=bankid-no');
    const url = new URL(start.headers.get('location')!);
    expect(url.origin).toBe(local.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const parameter of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(parameter)).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${testAppUrl}/login-callback`);
  });

  it('registers someone new from the national id, then signs the same user in next time', async () => {
    const browser = new TestClient(testApp.app);
    const first = await browser.post('/api/auth/bankid/callback', await throughProvider(browser));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'LOGGED_IN', newUser: true, returnTo: '/portfolio' });
    const user = (await (await browser.get('/api/auth/getloggedonuser')).json()) as { id: string; name: string; acceptedTerms: boolean };
    expect(user).toMatchObject({ name: 'Kari Nordmann', acceptedTerms: false });

    const again = new TestClient(testApp.app);
    const second = await again.post('/api/auth/bankid/callback', await throughProvider(again));
    expect(await second.json()).toMatchObject({ newUser: false });
    expect(((await (await again.get('/api/auth/getloggedonuser')).json()) as { id: string }).id).toBe(user.id);
    expect(await testApp.orm.em.fork().findOne(User, user.id)).toMatchObject({ nationalIdCountry: 'NO', nationalId: kari.nationalId });
  });

  it('refuses a callback with a wrong state, writing nothing', async () => {
    const browser = new TestClient(testApp.app);
    const callback = await throughProvider(browser, { nationalId: '02029012345', name: 'Per Hansen' });
    const before = await sessionCount();
    const refused = await browser.post('/api/auth/bankid/callback', { ...callback, state: 'not-the-state' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'oidc.invalidState' } });
    expect(await sessionCount()).toBe(before);
    expect(await testApp.orm.em.fork().count(User, { nationalId: '02029012345' })).toBe(0);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const browser = new TestClient(testApp.app);
    const callback = await throughProvider(browser, { nationalId: '03039012345', name: 'Ola Berg' });
    // The flow's nonce is not what went to the provider: as if the ID token were replayed from another sign-in.
    await testApp.orm.em.fork().nativeUpdate(OidcFlow, { state: callback.state }, { nonce: 'another-nonce' });
    const before = await sessionCount();
    const refused = await browser.post('/api/auth/bankid/callback', callback);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'oidc.invalidNonce' } });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const callback = await throughProvider(new TestClient(testApp.app), { nationalId: '04049012345', name: 'Eva Lie' });
    const other = await new TestClient(testApp.app).post('/api/auth/bankid/callback', callback);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { code: 'oidc.flowExpired' } });
  });

  it('refuses a return address on another site', async () => {
    const response = await new TestClient(testApp.app).get('/api/auth/bankid?provider=bankid-no&returnTo=//evil.example');
    expect(response.status).toBe(400);
  });
});

describe('without configuration', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('BankID is not available here', async () => {
    const client = new TestClient(bare.app);
    expect(await (await client.get('/api/auth/bankid-status')).json()).toEqual({ 'bankid-no': false, 'bankid-se': false, mitid: false });
    const start = await client.get('/api/auth/bankid?provider=bankid-se');
    expect(start.status).toBe(400);
    expect(await start.json()).toMatchObject({ error: { code: 'oidc.notAvailable' } });
  });
});
