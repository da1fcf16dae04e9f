import { EmailOutbox, User } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInClient, type TestClient } from '../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../testing/test-users';

/** Issue 25, sections 1 and 3: the email verification code, and no open relay through the routes that email. */
let t: TestApp;
const orgNo = '928471632';

const errorOf = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code });
const codesTo = async (to: string) =>
  (await t.orm.em.fork().find(EmailOutbox, { to, template: 'emailVerification' }, { orderBy: { id: 'asc' } })).map((mail) => ({ code: /\b(\d{6})\b/.exec(mail.text)![1]!, text: mail.text }));
const sendCode = (client: TestClient, emailAddress: string) => client.post('/api/user/send-verification-email', { emailAddress });
const verify = (client: TestClient, emailAddress: string, verificationCode: string) => client.post('/api/user/verify-email', { emailAddress, verificationCode });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await createTestApp({ EMAIL_LIMIT_ACCOUNT_HOUR: '5', EMAIL_LIMIT_COMPANY_HOUR: '7' });
  const company = await createTestCompany(t.orm, orgNo);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin1@example.no'), company, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin2@example.no'), company, 'ADMIN');
});
afterAll(() => t.close());

describe('the email verification code', () => {
  it('goes only to an unproven account’s own address, greeting only a name that reads as one', async () => {
    const user = await createTestUser(t.orm, 'own@example.no', { emailVerified: false });
    await t.orm.em.fork().nativeUpdate(User, { id: user.id }, { name: 'Win a prize at https://evil.example' });
    const client = await signedInClient(t.app, 'own@example.no');
    expect(await errorOf(await sendCode(client, 'victim@example.org'))).toEqual({ status: 403, code: 'auth.notOwnEmail' });
    expect(await codesTo('victim@example.org')).toEqual([]);
    expect((await sendCode(client, 'own@example.no')).status).toBe(200);
    const [mail] = await codesTo('own@example.no');
    expect(mail!.text.split('\n')[0]).toBe('Hei,');
    expect(mail!.text).not.toContain('evil.example');
  });

  it('keeps the wrong tries across a resend, and sends at most four codes a day', async () => {
    await createTestUser(t.orm, 'tries@example.no', { emailVerified: false });
    const client = await signedInClient(t.app, 'tries@example.no');
    expect((await sendCode(client, 'tries@example.no')).status).toBe(200);
    const first = (await codesTo('tries@example.no'))[0]!.code;
    for (let index = 0; index < 3; index++) expect(await errorOf(await verify(client, 'tries@example.no', wrong(first)))).toEqual({ status: 400, code: 'auth.invalidVerificationCode' });
    expect((await sendCode(client, 'tries@example.no')).status).toBe(200);
    const second = (await codesTo('tries@example.no'))[1]!.code;
    expect(await errorOf(await verify(client, 'tries@example.no', first))).toEqual({ status: 400, code: 'auth.invalidVerificationCode' });
    expect(await errorOf(await verify(client, 'tries@example.no', wrong(second)))).toEqual({ status: 400, code: 'auth.invalidVerificationCode' });
    // Five wrong tries in all: the right code of the new email no longer counts.
    expect(await errorOf(await verify(client, 'tries@example.no', second))).toEqual({ status: 400, code: 'auth.invalidVerificationCode' });
    expect((await t.orm.em.fork().findOneOrFail(User, { email: 'tries@example.no' })).emailVerified).toBe(false);
    expect((await sendCode(client, 'tries@example.no')).status).toBe(200);
    expect((await sendCode(client, 'tries@example.no')).status).toBe(200);
    expect(await errorOf(await sendCode(client, 'tries@example.no'))).toEqual({ status: 429, code: 'auth.tooManyAttempts' });
    expect(await codesTo('tries@example.no')).toHaveLength(4);
  });

  it('lets a proven account move to a new address it proves, and refuses one another account holds', async () => {
    await createTestUser(t.orm, 'mover@example.no');
    const client = await signedInClient(t.app, 'mover@example.no');
    expect((await sendCode(client, 'moved@example.no')).status).toBe(200);
    expect((await verify(client, 'moved@example.no', (await codesTo('moved@example.no'))[0]!.code)).status).toBe(200);
    expect(await t.orm.em.fork().findOne(User, { email: 'moved@example.no' })).toMatchObject({ emailVerified: true });
  });
});

describe('no open relay', () => {
  const invite = (client: TestClient, email: string, personalNoteText?: string) => client.post(`/api/invitation/${orgNo}/USER/invite`, { email, language: 'nb', personalNoteText });

  it('limits the emails one account makes the server send, refusing with a key and sending nothing', async () => {
    const admin = await signedInClient(t.app, 'admin1@example.no');
    for (const index of [1, 2, 3, 4, 5]) expect((await invite(admin, `guest${index}@example.org`)).status).toBe(201);
    const before = await t.orm.em.fork().count(EmailOutbox, {});
    expect(await errorOf(await invite(admin, 'guest6@example.org'))).toEqual({ status: 429, code: 'rateLimits.emailLimitReached' });
    expect(await t.orm.em.fork().count(EmailOutbox, {})).toBe(before);
  });

  it("limits the emails sent in one company's name, whoever of its admins sends them", async () => {
    const other = await signedInClient(t.app, 'admin2@example.no');
    expect((await invite(other, 'guest7@example.org')).status).toBe(201);
    expect((await invite(other, 'guest8@example.org')).status).toBe(201);
    expect(await errorOf(await invite(other, 'guest9@example.org'))).toEqual({ status: 429, code: 'rateLimits.emailLimitReached' });
  });

  it("marks the inviter's words as theirs, quoted, in the email", async () => {
    const limitsLifted = await createTestApp();
    try {
      const company = await createTestCompany(limitsLifted.orm, orgNo);
      await grantTestAccess(limitsLifted.orm, await createTestUser(limitsLifted.orm, 'noter@example.no'), company, 'ADMIN');
      const noter = await signedInClient(limitsLifted.app, 'noter@example.no');
      expect((await noter.post(`/api/invitation/${orgNo}/COMPANY/invite`, { email: 'taker@example.org', language: 'nb', personalNoteText: 'Your account is locked.\nLog in at https://evil.example' })).status).toBe(201);
      const mail = await limitsLifted.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'taker@example.org' });
      expect(mail.text).toContain('Melding fra Test Person:\n> Your account is locked.\n> Log in at https://evil.example');
    } finally {
      await limitsLifted.close();
    }
  });
});
