import { AuditEvent, Company } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalModelServer, type LocalModelServer } from '../../dev/local-model-server';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { signedInClient } from '../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../testing/test-users';

let t: TestApp;
let unconfigured: TestApp;
let model: LocalModelServer;
const orgNo = '928471632';
const paragraph = 'Styret har gått gjennom regnskapet for 2025. Det viser et godt resultat, og styret foreslår utbytte. Generalforsamlingen avgjør saken.';
const shorten = { promptType: 'COMPLETION_MESSAGE_TO_BOARD_MEMBERS', action: 'CONCISE', mode: { style: 'NEUTRAL', length: 'CONCISE' }, inputText: paragraph, language: 'nb', temperature: 'MEDIUM' };

beforeAll(async () => {
  model = await startLocalModelServer();
  t = await createTestApp({ AI_BASE_URL: model.baseURL, AI_API_KEY: 'local', AI_MODEL: 'local' });
  unconfigured = await createTestApp();
  for (const app of [t, unconfigured]) {
    const company = await createTestCompany(app.orm, orgNo);
    await grantTestAccess(app.orm, await createTestUser(app.orm, 'admin@example.no'), company, 'ADMIN');
    await grantTestAccess(app.orm, await createTestUser(app.orm, 'board@example.no'), company, 'BOARD_MEMBER');
  }
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await model.close();
});

describe('the AI assistant', () => {
  it('is off for a company until an admin turns it on; a board member may not turn it on', async () => {
    const admin = await signedInClient(t.app, 'admin@example.no');
    expect(await (await admin.get(`/api/ai/${orgNo}/status`)).json()).toEqual({ configured: true, enabled: false });
    const refused = await admin.post(`/api/ai/${orgNo}/complete`, shorten);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('ai.turnedOff');
    const board = await signedInClient(t.app, 'board@example.no');
    expect((await board.put(`/api/company-settings/${orgNo}/ai-assistant`, { enabled: true })).status).toBe(403);
    expect(await (await admin.put(`/api/company-settings/${orgNo}/ai-assistant`, { enabled: true })).json()).toEqual({ enabled: true });
    const event = await t.orm.em.fork().findOneOrFail(AuditEvent, { type: 'ai.assistantSettingChanged' });
    expect(event.payload).toEqual({ before: { enabled: false }, after: { enabled: true } });
  });

  it('shortens a paragraph, streamed from the model at medium temperature, and audits what was sent', async () => {
    const board = await signedInClient(t.app, 'board@example.no');
    const answer = await board.post(`/api/ai/${orgNo}/complete`, shorten);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('Styret har gått gjennom regnskapet for 2025.');
    const sent = model.requests.at(-1)!;
    expect(sent.temperature).toBe(0.7);
    expect(sent.messages[0]!.content).toContain('Shorten the text');
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
    const event = await t.orm.em.fork().findOneOrFail(AuditEvent, { type: 'ai.completionRequested', company });
    expect(event.payload.after).toMatchObject({ action: 'CONCISE', inputText: paragraph, language: 'nb' });
  });

  it('translates, and without an organisation number uses a company of the user where it is on', async () => {
    const admin = await signedInClient(t.app, 'admin@example.no');
    expect(await (await admin.post(`/api/ai/translate?orgNo=${orgNo}`, { inputText: 'Styret foreslår utbytte.', from: 'nb', to: 'en' })).text()).toBe('[en] Styret foreslår utbytte.');
    expect((await admin.post('/api/ai/complete', { ...shorten, action: 'EXPAND' })).status).toBe(200);
  });

  it('refuses fewer than three words at once, a text over the size limit, and bad input, sending nothing', async () => {
    const admin = await signedInClient(t.app, 'admin@example.no');
    const before = model.requests.length;
    const short = await admin.post(`/api/ai/${orgNo}/complete`, { ...shorten, inputText: 'To ord' });
    expect(short.status).toBe(400);
    expect((await short.json()).error.code).toBe('ai.error.minimumLength');
    const long = await admin.post(`/api/ai/${orgNo}/complete`, { ...shorten, inputText: 'ord '.repeat(3000) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(await long.json())).toContain('ai.error.tooLong');
    expect((await admin.post(`/api/ai/${orgNo}/complete`, { ...shorten, temperature: 'HIGH' })).status).toBe(400);
    expect(model.requests.length).toBe(before);
  });

  it('answers ai.notAvailable when no model is configured, and tells so in its status', async () => {
    const admin = await signedInClient(unconfigured.app, 'admin@example.no');
    await admin.put(`/api/company-settings/${orgNo}/ai-assistant`, { enabled: true });
    expect(await (await admin.get(`/api/ai/${orgNo}/status`)).json()).toEqual({ configured: false, enabled: true });
    const refused = await admin.post(`/api/ai/${orgNo}/complete`, shorten);
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe('ai.notAvailable');
  });

  it('answers ai.notAvailable when the model cannot be reached', async () => {
    const gone = await createTestApp({ AI_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      const company = await createTestCompany(gone.orm, orgNo);
      company.aiAssistantEnabled = true;
      await gone.orm.em.fork().upsert(company);
      await grantTestAccess(gone.orm, await createTestUser(gone.orm, 'admin@example.no'), company, 'ADMIN');
      const refused = await (await signedInClient(gone.app, 'admin@example.no')).post(`/api/ai/${orgNo}/complete`, shorten);
      expect(refused.status).toBe(503);
      expect((await refused.json()).error.code).toBe('ai.notAvailable');
    } finally {
      await gone.close();
    }
  });
});

describe('the AI assistant is limited', () => {
  it('per user and per company, across the portfolio and the company, with a key', async () => {
    const limited = await createTestApp({ AI_BASE_URL: model.baseURL, AI_API_KEY: 'local', AI_MODEL: 'local', AI_LIMIT_USER_HOUR: '2', AI_LIMIT_COMPANY_HOUR: '2' });
    try {
      const company = await createTestCompany(limited.orm, orgNo);
      await limited.orm.em.fork().nativeUpdate(Company, { id: company.id }, { aiAssistantEnabled: true });
      await grantTestAccess(limited.orm, await createTestUser(limited.orm, 'first@example.no'), company, 'ADMIN');
      await grantTestAccess(limited.orm, await createTestUser(limited.orm, 'second@example.no'), company, 'ADMIN');
      const [first, second] = [await signedInClient(limited.app, 'first@example.no'), await signedInClient(limited.app, 'second@example.no')];
      expect((await first.post(`/api/ai/${orgNo}/complete`, shorten)).status).toBe(200);
      expect((await first.post('/api/ai/complete', shorten)).status).toBe(200);
      const overUser = await first.post(`/api/ai/${orgNo}/complete`, shorten);
      expect([overUser.status, (await overUser.json()).error.code]).toEqual([429, 'rateLimits.assistantLimitReached']);
      // The company has had its two calls (the portfolio's counted for it too): the other admin is refused as well.
      const overCompany = await second.post(`/api/ai/${orgNo}/complete`, shorten);
      expect([overCompany.status, (await overCompany.json()).error.code]).toEqual([429, 'rateLimits.assistantLimitReached']);
    } finally {
      await limited.close();
    }
  });
});
