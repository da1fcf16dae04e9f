import { AuditEvent, EmailOutbox, issueRequestedPasswordResets } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient, signedInClient } from '../../../../testing/test-client';
import { createTestUser } from '../../../../testing/test-users';

let t: TestApp;
const key = 'email.passwordReset.subject';

beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t.orm, 'super@example.no', { superAdmin: true });
  await createTestUser(t.orm, 'plain@example.no');
});
afterAll(() => t.close());

const rowOf = async (client: TestClient, q: string) =>
  ((await (await client.get(`/api/t/messages?q=${encodeURIComponent(q)}`)).json()) as { rows: { key: string; texts: Record<string, { text: string; overridden: boolean }> }[] }).rows.find(
    (row) => row.key === q,
  );

describe('translation admin (/t)', () => {
  it('lists every key with its three texts, flags texts identical to English, and searches', async () => {
    const superAdmin = await signedInClient(t.app, 'super@example.no');
    const all = await (await superAdmin.get('/api/t/messages')).json();
    expect(all.rows.length).toBe(all.total);
    expect(all.rows.find((row: { key: string }) => row.key === 'language.en')).toMatchObject({ sameAsEnglish: ['nb', 'sv'], missing: [] });
    const flagged = await (await superAdmin.get('/api/t/messages?flagged=true')).json();
    expect(flagged.rows.every((row: { sameAsEnglish: string[]; missing: string[] }) => row.sameAsEnglish.length + row.missing.length > 0)).toBe(true);
    const searched = await (await superAdmin.get('/api/t/messages?q=tilbakestill passordet')).json();
    expect(searched.rows.map((row: { key: string }) => row.key)).toContain(key);
  });

  it('stores an edit over the catalogue, serves it to the apps with a new ETag, and the emails use it at once', async () => {
    const superAdmin = await signedInClient(t.app, 'super@example.no');
    const before = await new TestClient(t.app).get('/api/translations/nb');
    const etag = before.headers.get('etag')!;
    expect((await before.json()).texts[key]).toBe('Tilbakestill passordet ditt');
    expect((await new TestClient(t.app).get('/api/translations/nb', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await new TestClient(t.app).get('/api/translations/de')).status).toBe(400);

    expect((await superAdmin.put(`/api/t/messages/${key}/nb`, { text: 'Lag et nytt passord' })).status).toBe(200);
    expect(await rowOf(superAdmin, key)).toMatchObject({ texts: { nb: { text: 'Lag et nytt passord', overridden: true }, en: { overridden: false } } });

    const after = await new TestClient(t.app).get('/api/translations/nb', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await after.json()).texts[key]).toBe('Lag et nytt passord');
    expect((await (await new TestClient(t.app).get('/api/translations/en')).json()).texts[key]).toBe('Reset your password');

    await new TestClient(t.app).post('/api/auth/login/password-reset-request', { email: 'plain@example.no' });
    await issueRequestedPasswordResets({ em: t.orm.em, appUrl: t.config.appUrl });
    const email = await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: 'plain@example.no' }, { orderBy: { id: 'desc' } });
    expect(email.subject).toBe('Lag et nytt passord');

    const exported = await (await superAdmin.get('/api/t/export/nb')).json();
    expect(exported[key]).toBe('Lag et nytt passord');
    expect(Object.keys(exported).length).toBe((await (await superAdmin.get('/api/t/messages')).json()).total);

    expect((await superAdmin.delete(`/api/t/messages/${key}/nb`)).status).toBe(200);
    expect(await rowOf(superAdmin, key)).toMatchObject({ texts: { nb: { text: 'Tilbakestill passordet ditt', overridden: false } } });

    const audited = await t.orm.em.fork().find(AuditEvent, { type: 'translation.changed' }, { orderBy: { id: 'asc' } });
    expect(audited.map((event) => event.payload)).toEqual([
      { before: { key, language: 'nb', text: 'Tilbakestill passordet ditt', overridden: false }, after: { key, language: 'nb', text: 'Lag et nytt passord', overridden: true } },
      { before: { key, language: 'nb', text: 'Lag et nytt passord', overridden: true }, after: { key, language: 'nb', text: 'Tilbakestill passordet ditt', overridden: false } },
    ]);
  });

  it('refuses a key that does not exist, with the key, and a blank text, writing nothing', async () => {
    const superAdmin = await signedInClient(t.app, 'super@example.no');
    const unknown = await superAdmin.put('/api/t/messages/no.such.key/en', { text: 'Hello' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({ code: 'translations.keyNotFound', params: { key: 'no.such.key' } });
    const blank = await superAdmin.put(`/api/t/messages/${key}/en`, { text: '  ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).errors).toEqual({ text: 'required' });
    expect((await superAdmin.put(`/api/t/messages/${key}/da`, { text: 'Hej' })).status).toBe(400);
    expect((await rowOf(superAdmin, key))?.texts.en?.overridden).toBe(false);
  });

  it('refuses an edit without the CSRF token, and anyone but a super-admin', async () => {
    const superAdmin = await signedInClient(t.app, 'super@example.no');
    const withoutCsrf = await superAdmin.put(`/api/t/messages/${key}/en`, { text: 'Forged' }, { csrf: false });
    expect(withoutCsrf.status).toBe(403);
    expect((await withoutCsrf.json()).error.code).toBe('auth.csrfInvalid');

    const plain = await signedInClient(t.app, 'plain@example.no');
    expect((await plain.get('/api/t/messages')).status).toBe(403);
    expect((await plain.put(`/api/t/messages/${key}/en`, { text: 'Forged' })).status).toBe(403);
    expect((await plain.get('/api/t/export/en')).status).toBe(403);
    expect((await new TestClient(t.app).get('/api/t/messages')).status).toBe(401);
    expect((await rowOf(superAdmin, key))?.texts.en?.overridden).toBe(false);
  });
});
