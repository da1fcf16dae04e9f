import { createShareholder, type Company, type User } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../testing/test-users';

/**
 * Walks every `/api` route of every audience with values PostgreSQL cannot store or a reader should not have to:
 * a NUL byte, a lone surrogate (as invalid UTF-8 in a URL, as a `\ud800` escape in JSON), a value of 3,000
 * characters, and JSON nested 10,000 levels deep. Each goes in a path parameter, a search term or a JSON body, as an
 * admin of the company the route names, and is answered with a 4xx and a message key, never a 500.
 */
let t: TestApp;
const orgNo = '928471632';
const ids = { shareholderId: '' };
let admin: TestClient;

const loneSurrogateInUrl = '%ED%A0%80';
const hostileSegments = { nul: 'Kari%00Nordmann', loneSurrogate: `Kari${loneSurrogateInUrl}`, overLong: 'x'.repeat(3_000) };
// A query value may be longer than a path segment (a filter naming many ids): past its own bound.
const overLongQuery = 'x'.repeat(9_000);
const hostileStrings = { nul: 'Kari\u0000Nordmann', loneSurrogate: 'Kari \ud800Nordmann', overLong: 'x'.repeat(3_000) };
const deepJson = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

type ApiRoute = { method: string; path: string };
const apiRoutes = (): ApiRoute[] => {
  const seen = new Map<string, ApiRoute>();
  for (const { method, path } of t.app.routes) if (method !== 'ALL' && path.startsWith('/api/')) seen.set(`${method} ${path}`, { method, path });
  return [...seen.values()].filter(({ method }) => method !== 'DELETE');
};
const realParams = (): Record<string, string> => ({ orgNo, organizationnumber: orgNo, organisationNumber: orgNo, shareholderId: ids.shareholderId });
const withParams = (path: string, params: Record<string, string>) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => params[name] ?? '00000000-0000-4000-8000-000000000000');

const refusedWithKey = async (response: Response) => {
  const body = await response.text();
  return response.status >= 400 && response.status < 500 && /"(code|message)":"[A-Za-z][\w.-]+"|"errors":\{"[^"]+":("[A-Za-z][\w.-]+"|\{"message")/.test(body);
};

beforeAll(async () => {
  t = await createTestApp();
  const company = await createTestCompany(t.orm, orgNo);
  const user = await createTestUser(t.orm, 'admin@example.no');
  await grantTestAccess(t.orm, user, company, 'ADMIN');
  const em = t.orm.em.fork();
  ids.shareholderId = (await createShareholder({ em, actor: em.merge(user) as User, company: em.merge(company) as Company, isCompany: false })).id;
  admin = new TestClient(t.app);
  await admin.signIn('admin@example.no', testPassword);
});
afterAll(() => t.close());

describe('every route with hostile values', () => {
  it('refuses them in path parameters with a 4xx and a key', async () => {
    // The walk covers the whole route table, not a part of it.
    expect(apiRoutes().length).toBeGreaterThan(300);
    const answers: string[] = [];
    for (const { method, path } of apiRoutes()) {
      const names = [...path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
      for (const name of names)
        for (const [kind, value] of Object.entries(hostileSegments)) {
          const response = await admin.request(method, withParams(path, { ...realParams(), [name]: value }), { body: method === 'GET' ? undefined : {} });
          if (!(await refusedWithKey(response))) answers.push(`${method} ${path} :${name} ${kind}: ${response.status}`);
        }
    }
    expect(answers).toEqual([]);
  }, 300_000);

  it('refuses them in search terms and filters with a 4xx and a key', async () => {
    const answers: string[] = [];
    for (const { path } of apiRoutes().filter(({ method }) => method === 'GET')) {
      for (const [kind, value] of Object.entries(hostileSegments)) {
        const filter = encodeURIComponent(JSON.stringify({ q: 'x' })).replace('x', value);
        const query = `q=${kind === 'overLong' ? overLongQuery : value}&search=${value}&query=${value}&filter=${filter}&date=${value}`;
        const response = await admin.get(`${withParams(path, realParams())}?${query}`);
        if (!(await refusedWithKey(response))) answers.push(`GET ${path} ${kind}: ${response.status}`);
      }
    }
    expect(answers).toEqual([]);
  }, 300_000);

  it('refuses them anywhere in a JSON body with a 4xx and a key, and JSON nested past any schema before it is walked', async () => {
    const answers: string[] = [];
    for (const { method, path } of apiRoutes().filter(({ method, path }) => method !== 'GET' && !path.endsWith('/logout'))) {
      const url = withParams(path, realParams());
      for (const [kind, value] of Object.entries(hostileStrings).filter(([kind]) => kind !== 'overLong')) {
        const response = await admin.request(method, url, { body: { name: value, text: { content: [{ text: value }] }, [value]: 'key' } });
        if (!(await refusedWithKey(response))) answers.push(`${method} ${path} ${kind}: ${response.status}`);
      }
      const deep = await admin.request(method, url, { body: new TextEncoder().encode(deepJson), headers: { 'content-type': 'application/json' } });
      if (!(await refusedWithKey(deep))) answers.push(`${method} ${path} deep: ${deep.status}`);
    }
    expect(answers).toEqual([]);
  }, 300_000);
});
