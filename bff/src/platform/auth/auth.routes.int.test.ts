import { EmailOutbox, issueRequestedPasswordResets, LoginAttempt, PasswordResetRequest, Session, User } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testAppUrl, type TestApp } from '../../../testing/test-app';
import { TestClient } from '../../../testing/test-client';
import { createTestUser, testPassword } from '../../../testing/test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastEmailTo = async (to: string) => {
  const [email] = await t.orm.em.fork().find(EmailOutbox, { to }, { orderBy: { id: 'desc' }, limit: 1 });
  if (!email) throw new Error(`no email to ${to}`);
  return email;
};

describe('sign-in', () => {
  it('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
    await createTestUser(t.orm, 'kari@example.no');
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/login', { username: 'Kari@Example.no', password: testPassword });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'LOGGED_IN' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('andel.session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // 256-bit token, base64url
    expect(client.cookies.get('andel.session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await client.get('/api/auth/getloggedonuser');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'kari@example.no', initials: 'TP', companies: [] });
  });

  it('refuses a wrong password with auth.invalidCredentials and sets no session', async () => {
    await createTestUser(t.orm, 'ola@example.no');
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/login', { username: 'ola@example.no', password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('auth.invalidCredentials');
    expect(client.cookies.has('andel.session')).toBe(false);
  });

  it('refuses a state-changing call without the CSRF token, with a wrong token, or from another origin', async () => {
    const client = new TestClient(t.app);
    const body = { username: 'kari@example.no', password: testPassword };
    const missing = await client.post('/api/auth/login', body, { csrf: false });
    expect(missing.status).toBe(403);
    expect((await missing.json()).error.code).toBe('auth.csrfInvalid');
    const wrong = await client.post('/api/auth/login', body, { csrf: false, headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.status).toBe(403);
    const foreign = await client.post('/api/auth/login', body, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });

  it('answers bad input with 400 and message keys per field, writing nothing', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/user/new', { username: 'not-an-email', name: '', password: 'short' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('validationError');
    expect(body.errors).toEqual({ username: 'email-field.invalid-email', name: 'required', password: 'auth.password.tooShort' });
  });

  it('limits failed sign-ins per address, then per account', async () => {
    await createTestUser(t.orm, 'guess@example.no');
    await t.orm.em.fork().nativeDelete(LoginAttempt, {});
    const client = new TestClient(t.app);
    const statuses: number[] = [];
    // Thirty accounts, so the per-account delays (past 10 failures of one account) do not set in first.
    for (let i = 0; i < 31; i++) statuses.push((await client.post('/api/auth/login', { username: `guess${i}@example.no`, password: `nope-${i}` })).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Even the right password is refused while throttled.
    expect((await client.post('/api/auth/login', { username: 'guess@example.no', password: testPassword })).status).toBe(429);

    await createTestUser(t.orm, 'target@example.no');
    const em = t.orm.em.fork();
    for (let i = 0; i < 100; i++) em.create(LoginAttempt, { email: 'target@example.no', ipAddress: `10.0.0.${i}`, createdAt: new Date() });
    await em.flush();
    await em.nativeDelete(LoginAttempt, { ipAddress: 'unknown' });
    const locked = await new TestClient(t.app).post('/api/auth/login', { username: 'target@example.no', password: testPassword });
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.code).toBe('auth.tooManyAttempts');
  });

  it('ends the session on logout', async () => {
    await createTestUser(t.orm, 'bye@example.no');
    const client = new TestClient(t.app);
    await client.signIn('bye@example.no', testPassword);
    expect((await client.get('/api/auth/status').then((r) => r.json())).authenticated).toBe(true);
    const token = client.cookies.get('andel.session')!;
    await client.post('/api/auth/logout');
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(401);
    // The old token is dead server-side too, not just forgotten by the browser.
    client.cookies.set('andel.session', token);
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(401);
  });
});

describe('two-step sign-in', () => {
  it('asks for the emailed six-digit code, refuses a wrong one, accepts the right one', async () => {
    await createTestUser(t.orm, 'twostep@example.no');
    const setup = new TestClient(t.app);
    await setup.signIn('twostep@example.no', testPassword);
    expect((await setup.put('/api/user/two-step', { enabled: true })).status).toBe(200);

    const client = new TestClient(t.app);
    expect(await client.signIn('twostep@example.no', testPassword)).toEqual({ status: 'OTP_REQUIRED' });
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(401);
    expect(await client.get('/api/auth/status').then((r) => r.json())).toEqual({ authenticated: false, otpPending: true });

    const wrong = await client.post('/api/auth/login/otp', { otp: '000000' });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('auth.invalidOtp');

    await client.post('/api/auth/login/send-new-otp');
    const code = (await lastEmailTo('twostep@example.no')).subject.match(/\d{6}/)![0];
    expect((await client.post('/api/auth/login/otp', { otp: code })).status).toBe(200);
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(200);
  });
});

describe('turning two-step sign-in off', () => {
  const twoStepOf = async (email: string) => (await t.orm.em.fork().findOneOrFail(User, { email })).twoFactorEnabled;
  const errorOf = async (response: Response) => ({ status: response.status, body: await response.json() });

  it('asks for the password, refusing a wrong one with a key and changing nothing', async () => {
    await createTestUser(t.orm, 'twostep-off@example.no');
    const client = new TestClient(t.app);
    await client.signIn('twostep-off@example.no', testPassword);
    expect((await client.put('/api/user/two-step', { enabled: true })).status).toBe(200);
    expect(await errorOf(await client.put('/api/user/two-step', { enabled: false }))).toMatchObject({ status: 400, body: { errors: { currentPassword: 'userSettings.twoStep.confirmRequired' } } });
    expect(await errorOf(await client.put('/api/user/two-step', { enabled: false, currentPassword: 'Not-the-password-1' }))).toMatchObject({ status: 401, body: { error: { code: 'auth.invalidCredentials' } } });
    expect(await twoStepOf('twostep-off@example.no')).toBe(true);
    expect((await client.put('/api/user/two-step', { enabled: false, currentPassword: testPassword })).status).toBe(200);
    expect(await twoStepOf('twostep-off@example.no')).toBe(false);
  });

  it('or a code emailed for it: a wrong code is refused, the right one is used once', async () => {
    await createTestUser(t.orm, 'twostep-code@example.no');
    const client = new TestClient(t.app);
    await client.signIn('twostep-code@example.no', testPassword);
    expect((await client.put('/api/user/two-step', { enabled: true })).status).toBe(200);
    expect((await client.post('/api/user/two-step/code')).status).toBe(200);
    const code = (await lastEmailTo('twostep-code@example.no')).subject.match(/\d{6}/)![0];
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorOf(await client.put('/api/user/two-step', { enabled: false, code: wrong }))).toMatchObject({ status: 401, body: { error: { code: 'auth.invalidOtp' } } });
    expect(await twoStepOf('twostep-code@example.no')).toBe(true);
    expect((await client.put('/api/user/two-step', { enabled: false, code })).status).toBe(200);
    expect(await twoStepOf('twostep-code@example.no')).toBe(false);
    expect((await client.put('/api/user/two-step', { enabled: true })).status).toBe(200);
    expect(await errorOf(await client.put('/api/user/two-step', { enabled: false, code }))).toMatchObject({ status: 401, body: { error: { code: 'auth.invalidOtp' } } });
  });
});

describe('two-step codes against guessing', () => {
  const twoStepUser = async (email: string) => {
    await createTestUser(t.orm, email);
    await t.orm.em.fork().nativeUpdate(User, { email }, { twoFactorEnabled: true });
  };
  const pendingSessions = (email: string) => t.orm.em.fork().find(Session, { user: { email }, state: 'OTP_PENDING' });
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('counts wrong codes across resends: the fifth ends the pending sign-in, and its last code no longer works', async () => {
    await twoStepUser('otpguess@example.no');
    const client = new TestClient(t.app);
    expect(await client.signIn('otpguess@example.no', testPassword)).toEqual({ status: 'OTP_REQUIRED' });
    for (let i = 0; i < 3; i++) expect((await client.post('/api/auth/login/otp', { otp: '000000' })).status).toBe(401);
    expect((await client.post('/api/auth/login/send-new-otp')).status).toBe(200);
    const code = (await lastEmailTo('otpguess@example.no')).subject.match(/\d{6}/)![0];
    for (let i = 0; i < 2; i++) expect((await client.post('/api/auth/login/otp', { otp: wrongCode(code) })).status).toBe(401);
    expect(await pendingSessions('otpguess@example.no')).toEqual([]);
    expect((await client.post('/api/auth/login/otp', { otp: code })).status).toBe(401);
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(401);
  });

  it('limits resends of a pending sign-in and ends it with its code', async () => {
    await twoStepUser('resend@example.no');
    const client = new TestClient(t.app);
    await client.signIn('resend@example.no', testPassword);
    const [pending] = await pendingSessions('resend@example.no');
    expect(pending!.expiresAt.getTime()).toBe(pending!.otpExpiresAt!.getTime());
    expect(pending!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    for (let i = 0; i < 3; i++) expect((await client.post('/api/auth/login/send-new-otp')).status).toBe(200);
    const refused = await client.post('/api/auth/login/send-new-otp');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('auth.tooManyAttempts');
    const [resent] = await pendingSessions('resend@example.no');
    expect(resent!.expiresAt.getTime()).toBe(resent!.otpExpiresAt!.getTime());
    const code = (await lastEmailTo('resend@example.no')).subject.match(/\d{6}/)![0];
    await t.orm.em.fork().nativeUpdate(Session, { tokenHash: resent!.tokenHash }, { otpExpiresAt: new Date(Date.now() - 1000), expiresAt: new Date(Date.now() - 1000) });
    expect((await client.post('/api/auth/login/otp', { otp: code })).status).toBe(401);
    expect(await pendingSessions('resend@example.no')).toEqual([]);
  });

  it('gives a full session once the code is right', async () => {
    await twoStepUser('right@example.no');
    const client = new TestClient(t.app);
    await client.signIn('right@example.no', testPassword);
    const code = (await lastEmailTo('right@example.no')).subject.match(/\d{6}/)![0];
    expect((await client.post('/api/auth/login/otp', { otp: code })).status).toBe(200);
    const [session] = await t.orm.em.fork().find(Session, { user: { email: 'right@example.no' } });
    expect(session!.state).toBe('ACTIVE');
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(11 * 60 * 60 * 1000);
  });
});

describe('guessing passwords', () => {
  const failedSignIns = async (email: string, count: number, lastAgoMs = 0) => {
    const em = t.orm.em.fork();
    for (let i = 0; i < count; i++) em.create(LoginAttempt, { email, ipAddress: `10.0.0.${(i % 4) + 1}`, createdAt: new Date(Date.now() - lastAgoMs - (count - 1 - i) * 1000) });
    await em.flush();
  };

  it('keeps the owner signing in from a device that signed in before, after 100 failed sign-ins from a few addresses', async () => {
    await createTestUser(t.orm, 'owner@example.no');
    const owner = new TestClient(t.app);
    await owner.signIn('owner@example.no', testPassword);
    expect(owner.cookies.get('andel.device')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await owner.post('/api/auth/logout')).status).toBe(200);
    await failedSignIns('owner@example.no', 100);
    expect(await owner.signIn('owner@example.no', testPassword)).toEqual({ status: 'LOGGED_IN' });
    const elsewhere = await new TestClient(t.app).post('/api/auth/login', { username: 'owner@example.no', password: testPassword });
    expect(elsewhere.status).toBe(429);
    const body = await elsewhere.json();
    expect(body.error.code).toBe('auth.tooManyAttempts');
    expect(body.error.params.retryAfterSeconds).toBeGreaterThan(0);
    expect(elsewhere.headers.get('retry-after')).toBe(String(body.error.params.retryAfterSeconds));
  });

  it('slows a new device with delays that grow with the failures instead of locking the account', async () => {
    await createTestUser(t.orm, 'slow@example.no');
    await failedSignIns('slow@example.no', 11, 3000);
    // 11 failures: the next try waits 2 s after the last; it was 3 s ago.
    expect(await new TestClient(t.app).signIn('slow@example.no', testPassword)).toEqual({ status: 'LOGGED_IN' });
    await failedSignIns('slow@example.no', 1, 3000);
    // 12 failures: 4 s.
    expect((await new TestClient(t.app).post('/api/auth/login', { username: 'slow@example.no', password: testPassword })).status).toBe(429);
  });
});

describe('user enumeration', () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timeSignIn = async (username: string) => {
    const client = new TestClient(t.app);
    await client.get('/api/auth/status');
    const started = performance.now();
    await client.post('/api/auth/login', { username, password: 'Wrong-password-1' });
    return performance.now() - started;
  };

  it('spends as long on an unknown address as on a known one', async () => {
    await createTestUser(t.orm, 'known@example.no');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timeSignIn('known@example.no'));
      unknown.push(await timeSignIn(`unknown${i}@example.no`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
  });

  it('answers sign-up the same for a taken address, emailing its owner instead of saying so', async () => {
    await createTestUser(t.orm, 'taken@example.no');
    const fresh = await new TestClient(t.app).post('/api/auth/user/new', { username: 'fresh@example.no', name: 'Frida Fersk', password: 'Long-enough-1' });
    const taken = await new TestClient(t.app).post('/api/auth/user/new', { username: 'taken@example.no', name: 'Tom Tatt', password: 'Long-enough-1' });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect((await lastEmailTo('taken@example.no')).template).toBe('signUpExistingAccount');
    expect((await lastEmailTo('fresh@example.no')).template).toBe('signUpWelcome');
    expect(await t.orm.em.fork().count(User, { email: 'taken@example.no' })).toBe(1);
  });
});

describe('sign-out', () => {
  it('takes effect only with the CSRF token, so another site cannot sign a user out; the apps send it', async () => {
    await createTestUser(t.orm, 'leave@example.no');
    const client = new TestClient(t.app);
    await client.signIn('leave@example.no', testPassword);
    const forged = await client.get('/api/auth/logout', { headers: { origin: 'https://evil.example' } });
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe('auth.csrfInvalid');
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(200);
    expect((await client.get('/api/auth/logout', { headers: { 'x-csrf-token': client.csrfToken()! } })).status).toBe(200);
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(401);
    await client.signIn('leave@example.no', testPassword);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('emails a single-use link that sets a new password and ends all sessions', async () => {
    await createTestUser(t.orm, 'forgot@example.no');
    const other = new TestClient(t.app);
    await other.signIn('forgot@example.no', testPassword);

    const client = new TestClient(t.app);
    expect((await client.post('/api/auth/login/password-reset-request', { email: 'forgot@example.no' })).status).toBe(200);
    expect(await issueRequestedPasswordResets({ em: t.orm.em, appUrl: testAppUrl })).toBe(1);
    const email = await lastEmailTo('forgot@example.no');
    const token = decodeURIComponent(email.text.match(/token=([^\s]+)/)![1]!);
    expect(email.text).toContain('http://localhost:3000/forgot-password?token=');

    expect(await client.post('/api/auth/login/password-reset-check-token', { token }).then((r) => r.json())).toEqual({ valid: true });
    expect((await client.post('/api/auth/login/password-reset-set-new-password', { token, newPassword: 'A-new-passw0rd' })).status).toBe(200);
    const reused = await client.post('/api/auth/login/password-reset-set-new-password', { token, newPassword: 'Another-one-1' });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.code).toBe('auth.invalidResetToken');

    expect((await other.get('/api/auth/getloggedonuser')).status).toBe(401);
    expect((await new TestClient(t.app).post('/api/auth/login', { username: 'forgot@example.no', password: testPassword })).status).toBe(401);
    expect(await new TestClient(t.app).signIn('forgot@example.no', 'A-new-passw0rd')).toEqual({ status: 'LOGGED_IN' });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await new TestClient(t.app).post('/api/auth/login/password-reset-request', { email: 'nobody@example.no' });
    expect(response.status).toBe(200);
    expect(await issueRequestedPasswordResets({ em: t.orm.em, appUrl: testAppUrl })).toBe(0);
    expect(await t.orm.em.fork().count(EmailOutbox, { to: 'nobody@example.no' })).toBe(0);
    expect(await t.orm.em.fork().count(PasswordResetRequest, {})).toBe(0);
  });

  it('does the same database work for a known and an unknown address: one request row, no lookup, no email until the job', async () => {
    await createTestUser(t.orm, 'known-reset@example.no');
    const logger = t.orm.config.getLogger();
    /** The statements one request runs, each as its verb and tables (values differ; the work must not). */
    const workOf = async (email: string) => {
      const outbox = await t.orm.em.fork().count(EmailOutbox, {});
      const spy = vi.spyOn(logger, 'logQuery');
      const response = await new TestClient(t.app).post('/api/auth/login/password-reset-request', { email });
      const statements = spy.mock.calls.map(([{ query = '' }]) => [/^\s*(\w+)/.exec(query)?.[1]?.toLowerCase(), ...[...query.matchAll(/(?:from|into|update|join) "(\w+)"/gi)].map(([, table]) => table)].join(' '));
      spy.mockRestore();
      return { status: response.status, body: await response.json(), statements, emailed: (await t.orm.em.fork().count(EmailOutbox, {})) - outbox };
    };
    const [known, unknown] = [await workOf('known-reset@example.no'), await workOf('unknown-reset@example.no')];
    expect(known.statements).toContain('insert password_reset_request');
    expect(known.statements.join('\n')).not.toMatch(/"?user"?\b|one_time_token|email_outbox|audit_event/);
    expect(unknown).toEqual(known);
    expect(known.emailed).toBe(0);
    expect(await issueRequestedPasswordResets({ em: t.orm.em, appUrl: testAppUrl })).toBe(1);
    expect(await t.orm.em.fork().count(EmailOutbox, { to: 'known-reset@example.no', template: 'passwordReset' })).toBe(1);
    expect(await t.orm.em.fork().count(EmailOutbox, { to: 'unknown-reset@example.no' })).toBe(0);
  });
});

describe('sign-up and user settings', () => {
  it('creates an account the new user then signs in to, and keeps a second sign-up from replacing it', async () => {
    const client = new TestClient(t.app);
    const created = await client.post('/api/auth/user/new', { username: 'new@example.no', name: 'Nina Ny', password: 'Long-enough-1' });
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ status: 'CHECK_EMAIL' });
    await client.signIn('new@example.no', 'Long-enough-1');
    expect(await client.get('/api/auth/getloggedonuser').then((r) => r.json())).toMatchObject({ name: 'Nina Ny', acceptedTerms: false });
    const again = await new TestClient(t.app).post('/api/auth/user/new', { username: 'new@example.no', name: 'Nina To', password: 'Long-enough-2' });
    expect(again.status).toBe(200);
    expect(await new TestClient(t.app).signIn('new@example.no', 'Long-enough-1')).toEqual({ status: 'LOGGED_IN' });
  });

  it('saves the language per user and rejects an unknown one', async () => {
    await createTestUser(t.orm, 'lang@example.no');
    const client = new TestClient(t.app);
    await client.signIn('lang@example.no', testPassword);
    expect((await client.put('/api/user/language/sv')).status).toBe(200);
    expect((await client.get('/api/auth/getloggedonuser').then((r) => r.json())).language).toBe('sv');
    expect((await client.put('/api/user/language/de')).status).toBe(400);
  });

  it('verifies an email address with the emailed code', async () => {
    await createTestUser(t.orm, 'verify@example.no');
    const client = new TestClient(t.app);
    await client.signIn('verify@example.no', testPassword);
    await client.post('/api/user/send-verification-email', { emailAddress: 'verify@example.no' });
    const code = (await lastEmailTo('verify@example.no')).text.match(/\b\d{6}\b/)![0];
    const wrong = await client.post('/api/user/verify-email', { emailAddress: 'verify@example.no', verificationCode: code === '111111' ? '222222' : '111111' });
    expect(wrong.status).toBe(400);
    expect((await client.post('/api/user/verify-email', { emailAddress: 'verify@example.no', verificationCode: code })).status).toBe(200);
    expect((await client.get('/api/auth/getloggedonuser').then((r) => r.json())).emailVerified).toBe(true);
  });

  it('changes the password, ending other sessions but keeping this one', async () => {
    await createTestUser(t.orm, 'change@example.no');
    const other = new TestClient(t.app);
    await other.signIn('change@example.no', testPassword);
    const client = new TestClient(t.app);
    await client.signIn('change@example.no', testPassword);
    const wrong = await client.post('/api/user/change-password', { currentPassword: 'wrong', newPassword: 'Brand-new-pass-2' });
    expect(wrong.status).toBe(401);
    expect((await client.post('/api/user/change-password', { currentPassword: testPassword, newPassword: 'Brand-new-pass-2' })).status).toBe(200);
    expect((await client.get('/api/auth/getloggedonuser')).status).toBe(200);
    expect((await other.get('/api/auth/getloggedonuser')).status).toBe(401);
  });

  it('records the first-login registration (terms accepted)', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/auth/user/new', { username: 'terms@example.no', name: 'Terje Terms', password: 'Long-enough-1' });
    await client.signIn('terms@example.no', 'Long-enough-1');
    expect((await client.post('/api/portfolio/accept-terms', { email: 'terms@example.no' })).status).toBe(200);
    expect((await client.get('/api/auth/getloggedonuser').then((r) => r.json())).acceptedTerms).toBe(true);
  });
});

describe('transport safety', () => {
  it('sends security headers', async () => {
    const response = await new TestClient(t.app).get('/api/auth/status');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const response = await new TestClient(t.app).post('/api/auth/login', { username: 'x@example.no', password: 'x'.repeat(1_100_000) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('requestTooLarge');
  });

  it('uses __Host- prefixed Secure cookies behind https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://andel.example' });
    try {
      await createTestUser(secure.orm, 'secure@example.no');
      const response = await secure.app.request('https://andel.example/api/auth/status');
      const csrf = response.headers.getSetCookie().find((line) => line.startsWith('__Host-andel.csrf='))!;
      expect(csrf).toMatch(/Secure/);
      expect(csrf).toMatch(/Path=\//);
    } finally {
      await secure.close();
    }
  });
});
