import { addDecision, createFolder, createProject, createShareholder, createShareClass, CustomRole, loadOneProjectParts, Project, recordTransaction, User, type Company } from '@andel/domain/server';
import { allows, archiveRoleFlags, moduleOf, modules, policyModule, type Feature, type GrantedAccessType, type HeldAccess, type Module, type TransactionInput } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPolicyMiddleware, type RoutePolicy } from '../shared/authorize';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess, testPassword } from '../../testing/test-users';
import { unscopedRoutes, verifiedEmailRoutes } from './unscoped-routes';

/**
 * Walks every `/api` route of the app's route table and asks it, as every kind of user, whether it lets them in.
 * A route must declare a company policy or be listed in `unscoped-routes.ts`. The requests carry real ids but
 * no valid body, so an allowed call stops at validation and one database state serves every route.
 * A route that names features whose viewers may read it too (`viewableWith`) is tried with each of them as well.
 * Custom roles hold the route's module, except one that holds every other module: it is refused wherever a custom
 * role needs a module (seed: the modules OVERVIEW, SHAREHOLDER_REGISTER, DBOT, ARCHIVE, MESSAGING).
 */
let t: TestApp;
const [orgA, orgB] = ['928471632', '931754289'];
const fixture = { shareholderId: '', shareTypeId: '', entryId: '', projectId: '', decisionId: '', documentId: '', archiveEntryId: '' };
const customLevels = ['NONE', 'VIEW', 'EDIT'] as const;

type Persona = { name: string; email: string; held: HeldAccess[]; customLevel?: (typeof customLevels)[number]; withoutModule?: true };
const personas: Persona[] = [
  { name: 'ADMIN', email: 'admin@example.no', held: [{ accessType: 'ADMIN', shareholderId: null }] },
  { name: 'BOARD_MEMBER', email: 'board@example.no', held: [{ accessType: 'BOARD_MEMBER', shareholderId: null }] },
  { name: 'SHAREHOLDER', email: 'holder@example.no', held: [] },
  ...customLevels.map((level) => ({ name: `CUSTOM ${level}`, email: `custom-${level.toLowerCase()}@example.no`, held: [], customLevel: level })),
  { name: 'CUSTOM EDIT without the module', email: 'custom-no-module@example.no', held: [], customLevel: 'EDIT', withoutModule: true },
  { name: 'SUPERADMIN', email: 'super@example.no', held: [{ accessType: 'SUPERADMIN', shareholderId: null }] },
  { name: 'no access', email: 'stranger@example.no', held: [] },
  { name: "another company's admin", email: 'admin-b@example.no', held: [] },
];
const clients = new Map<string, TestClient>();

type ApiRoute = { method: string; path: string; routePolicy?: RoutePolicy };

/** The app's routes under /api, one per method and path, with the policy its middleware declares. */
const apiRoutes = (): ApiRoute[] => {
  const byKey = new Map<string, ApiRoute>();
  for (const { method, path, handler } of t.app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    const key = `${method} ${path}`;
    const route = byKey.get(key) ?? { method, path };
    if (isPolicyMiddleware(handler)) route.routePolicy = handler.routePolicy;
    byKey.set(key, route);
  }
  // Deleting routes last, so the records the others name still exist.
  return [...byKey.values()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
};

const entityIds = {
  shareholder: () => fixture.shareholderId,
  shareClass: () => fixture.shareTypeId,
  transactionLogEntry: () => fixture.entryId,
  // The project that `DELETE /project/:id` removes; the decision and document belong to another, so later deleting routes still find theirs.
  project: () => fixture.projectId,
  projectDecision: () => fixture.decisionId,
  projectDocument: () => fixture.documentId,
  archiveEntry: () => fixture.archiveEntryId,
};

const requestFor = ({ method, path, routePolicy }: ApiRoute) => {
  const { locator } = routePolicy!;
  const located = locator.entity ? entityIds[locator.entity]() : orgA;
  const params: Record<string, string> = { orgNo: orgA, shareholderId: fixture.shareholderId, id: '00000000-0000-4000-8000-000000000000' };
  if (locator.source === 'param') params[locator.field] = located;
  const url = path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'x');
  const body = method === 'GET' ? undefined : locator.source === 'json' ? { [locator.field]: located } : {};
  return { method, url, body };
};

/** The feature the custom-role personas hold; an any-feature policy (the header) is met by the dashboard. */
const featureOf = ({ policy }: RoutePolicy) => policy.feature ?? 'dashboard';

/** The features a custom role is tried with on a route: its own, then each whose viewers may read it too, and each that opens it alike. */
const featuresToTry = ({ policy }: RoutePolicy): Feature[] => [policy.feature ?? 'dashboard', ...(policy.viewableWith ?? []), ...(policy.anyOfFeatures ?? [])];

/** The modules a custom-role persona holds on a route: the route's and the feature's, or every other one. */
const modulesOf = ({ policy }: RoutePolicy, feature: Feature, withoutModule?: true): Module[] => {
  const needed = new Set([moduleOf(feature), policyModule(policy) ?? moduleOf(feature)]);
  return withoutModule ? modules.filter((module) => !needed.has(module)) : [...needed];
};

const expectedAllowed = (persona: Persona, routePolicy: RoutePolicy, path: string, feature: Feature = featureOf(routePolicy)) => {
  // Every feature a custom role may use belongs to a module: without it, no route lets the role in.
  if (persona.withoutModule) return false;
  const held: HeldAccess[] = persona.customLevel
    ? [{ accessType: 'CUSTOM', shareholderId: null, permissions: { [feature]: persona.customLevel }, modules: modulesOf(routePolicy, feature, persona.withoutModule) }]
    : persona.name === 'SHAREHOLDER'
      ? [{ accessType: 'SHAREHOLDER', shareholderId: fixture.shareholderId }]
      : persona.held;
  const actsFor = (access: HeldAccess) => !path.includes(':shareholderId') || access.shareholderId === fixture.shareholderId;
  return held.some((access) => allows(routePolicy.policy, access) && actsFor(access));
};

/**
 * Gives the custom-role personas one feature (by default the route's) at their level, with the route's module or,
 * for the persona without it, every other module; the role is read on every request.
 */
const setCustomLevels = async (routePolicy: RoutePolicy, feature: Feature = featureOf(routePolicy)) => {
  const em = t.orm.em.fork();
  for (const persona of personas.filter((candidate) => candidate.customLevel)) {
    const role = await em.findOneOrFail(CustomRole, { name: persona.name });
    role.permissions = { [feature]: persona.customLevel! };
    role.modules = modulesOf(routePolicy, feature, persona.withoutModule);
  }
  await em.flush();
};

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await createTestCompany(t.orm, orgA), await createTestCompany(t.orm, orgB)];
  const admin = await createTestUser(t.orm, 'admin@example.no');
  await grantTestAccess(t.orm, admin, a, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'admin-b@example.no'), b, 'ADMIN');
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), a, 'BOARD_MEMBER');
  const em = t.orm.em.fork();
  const company = em.merge(a) as Company;
  const actor = em.merge(admin) as User;
  fixture.shareholderId = (await createShareholder({ em, actor, company, isCompany: false })).id;
  fixture.shareTypeId = (await createShareClass({ em, actor, company, input: { organizationnumber: orgA, shareTypeCode: 'B', vote: '1', historical: false } })).id;
  const opening = { kind: 'shareholdingperdate', input: { organizationnumber: orgA, transactionDate: '2026-01-01T12:00:00.000Z', nominalValue: '1', shareAllocation: [{ shareholderId: fixture.shareholderId, sharetypeId: fixture.shareTypeId, numberOfShares: 10n }] } } as const;
  fixture.entryId = (await recordTransaction({ em, actor, company, transaction: opening as unknown as TransactionInput })).entry.id;
  fixture.projectId = (await createProject({ em, actor, company, input: { projectName: 'Walked', decisions: ['freetext'], documents: ['board_meeting'] } })).id;
  const other = await createProject({ em, actor, company, input: { projectName: 'Parts', decisions: [], documents: ['notice_board_meeting'] } });
  fixture.decisionId = (await addDecision({ em, actor, company, id: other.id, input: { decisionType: 'freetext' } })).decision.id;
  fixture.documentId = (await loadOneProjectParts(em, em.merge(other) as Project)).documents[0]!.id;
  const archiveActor = { user: actor, company, flags: archiveRoleFlags({ accessType: 'ADMIN' }), customRoleId: null };
  fixture.archiveEntryId = (await createFolder({ em, actor: archiveActor, input: { organisationNumber: orgA, name: 'Walked', rootFolder: 'admin-archive' } })).id;
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder@example.no'), a, 'SHAREHOLDER', { shareholderId: fixture.shareholderId });
  for (const persona of personas.filter((candidate) => candidate.customLevel)) {
    const role = em.create(CustomRole, { company, name: persona.name, permissions: {}, modules: [], companies: [company] });
    await em.flush();
    await grantTestAccess(t.orm, await createTestUser(t.orm, persona.email), a, 'CUSTOM', { customRoleId: role.id });
  }
  await createTestUser(t.orm, 'super@example.no', { superAdmin: true });
  await createTestUser(t.orm, 'stranger@example.no');
  await createTestUser(t.orm, 'unverified@example.no', { emailVerified: false });
  for (const persona of personas) {
    const client = new TestClient(t.app);
    await client.signIn(persona.email, testPassword);
    clients.set(persona.name, client);
  }
});
afterAll(() => t.close());

const refusedByAuthorization = async (response: Response) => {
  if (response.status === 401 || response.status === 403) return true;
  if (response.status !== 404) return false;
  const body = (await response.clone().json().catch(() => ({}))) as { error?: { code?: string } };
  return body.error?.code === 'company.notFound';
};

describe('route permissions', () => {
  it('gives every /api route a company policy or an entry among the unscoped routes', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter(({ method, path, routePolicy }) => !routePolicy && !unscopedRoutes[`${method} ${path.slice('/api'.length)}`]);
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const stale = Object.keys(unscopedRoutes).filter((key) => !routes.some(({ method, path }) => `${method} ${path.slice('/api'.length)}` === key));
    expect(stale).toEqual([]);
  });

  it('lets in exactly the access types each company route allows, and nobody from another company', async () => {
    const outcomes: string[] = [];
    for (const route of apiRoutes().filter((candidate) => candidate.routePolicy)) {
      const { method, url, body } = requestFor(route);
      for (const [index, feature] of featuresToTry(route.routePolicy!).entries()) {
        await setCustomLevels(route.routePolicy!, feature);
        // Every persona with the route's own feature, then only the custom roles with each other feature that opens it.
        const tried = index === 0 ? personas : personas.filter((persona) => persona.customLevel);
        // Refused callers first: an allowed DELETE may remove the record the others name.
        const expectedOf = (persona: Persona) => expectedAllowed(persona, route.routePolicy!, route.path, feature);
        const ordered = [...tried].sort((a, b) => Number(expectedOf(a)) - Number(expectedOf(b)));
        for (const persona of ordered) {
          const response = await clients.get(persona.name)!.request(method, url, { body });
          const allowed = !(await refusedByAuthorization(response));
          const expected = expectedOf(persona);
          if (allowed !== expected) outcomes.push(`${method} ${route.path} as ${persona.name} (${feature}): ${response.status}, expected ${expected ? 'allowed' : 'refused'}`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  }, 180_000);

  it('answers auth.emailNotVerified to an unverified account exactly on the routes that read what is addressed to its email', async () => {
    const unverified = new TestClient(t.app);
    await unverified.signIn('unverified@example.no', testPassword);
    const verified = clients.get('no access')!;
    const keyOf = async (response: Response) => ((await response.clone().json().catch(() => ({}))) as { error?: { code?: string } }).error?.code;
    const signedInRoutes = apiRoutes().filter(({ method, path }) => unscopedRoutes[`${method} ${path.slice('/api'.length)}`] === 'signedIn');
    const outcomes: string[] = [];
    for (const { method, path } of signedInRoutes) {
      const url = path.replace(/:(\w+)/g, (_, name: string) => (name === 'orgNo' ? orgA : '00000000-0000-4000-8000-000000000000'));
      const body = method === 'GET' ? undefined : {};
      const expected = verifiedEmailRoutes.includes(`${method} ${path.slice('/api'.length)}`);
      const refused = (await keyOf(await unverified.request(method, url, { body }))) === 'auth.emailNotVerified';
      if (refused !== expected) outcomes.push(`${method} ${path}: ${refused ? 'refused' : 'not refused'} for the unverified account`);
      if (expected && (await keyOf(await verified.request(method, url, { body }))) === 'auth.emailNotVerified') outcomes.push(`${method} ${path}: refused for a verified account`);
    }
    expect(verifiedEmailRoutes.length).toBeGreaterThan(0);
    expect(outcomes).toEqual([]);
  });

  it('answers 401 on every signed-in route without a session', async () => {
    const anonymous = new TestClient(t.app);
    const signedInRoutes = apiRoutes().filter(({ method, path, routePolicy }) => routePolicy || (unscopedRoutes[`${method} ${path.slice('/api'.length)}`] ?? 'public') !== 'public');
    const answers: string[] = [];
    for (const route of signedInRoutes) {
      const url = route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'orgNo' ? orgA : fixture.shareholderId));
      const response = await anonymous.request(route.method, url, { body: route.method === 'GET' ? undefined : {} });
      if (response.status !== 401) answers.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(answers).toEqual([]);
  });
});
