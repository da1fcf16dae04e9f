import { addRegisterCompanies } from '@andel/domain/server';
import { startFakeBrreg } from '@andel/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { createTestUser, testPassword } from '../../../../testing/test-users';

let t: TestApp;
let withBrreg: TestApp;
let fake: Awaited<ReturnType<typeof startFakeBrreg>>;

/** How a hit opens for a user without access to a company not kept here: registered directly. */
const unknownHere = { accessType: 'NONE', state: null, isCustomer: false, shareholderId: null, customRoleId: null, invitationRequestId: null };

const signedIn = async (app: TestApp) => {
  const client = new TestClient(app.app);
  await client.signIn('searcher@example.no', testPassword);
  return client;
};

beforeAll(async () => {
  fake = await startFakeBrreg([{ organisasjonsnummer: '923609016', navn: 'EQUINOR ASA', forretningsadresse: { postnummer: '4035', poststed: 'STAVANGER' } }]);
  [t, withBrreg] = await Promise.all([createTestApp(), createTestApp({ COMPANY_REGISTER_URL: fake.url })]);
  for (const app of [t, withBrreg]) await createTestUser(app.orm, 'searcher@example.no');
  const swedish = Array.from({ length: 51 }, (_, index) => ({
    organisationNumber: `SE55600000${String(index).padStart(2, '0')}`,
    name: `Skärgård Konsult ${index} AB`,
    postalCode: '111 29',
    city: 'STOCKHOLM',
  }));
  await addRegisterCompanies({
    em: t.orm.em.fork(),
    companies: [
      { organisationNumber: '928471632', name: 'Nordlys Teknologi AS', postalCode: '0150', city: 'OSLO' },
      { organisationNumber: '931754289', name: 'Bergfjell Eiendom AS', postalCode: '5003', city: 'BERGEN' },
      { organisationNumber: 'SE5592173842', name: 'Skärgårdens Design AB', postalCode: '111 29', city: 'STOCKHOLM' },
      ...swedish,
    ],
  });
});
afterAll(async () => {
  await Promise.all([t.close(), withBrreg.close(), fake.close()]);
});

describe('company search', () => {
  it('finds Norwegian companies in the local register by any part of the name, case-insensitively', async () => {
    const client = await signedIn(t);
    const response = await client.get(`/api/companysearch?q=${encodeURIComponent('  EIEN ')}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ name: 'Bergfjell Eiendom AS', organizationnumber: '931754289', zip: '5003', city: 'BERGEN', ...unknownHere }]);
    // Swedish companies are not in the Norwegian search; LIKE wildcards typed by the user match themselves.
    expect(await (await client.get('/api/companysearch?q=Sk%C3%A4rg')).json()).toEqual([]);
    expect(await (await client.get('/api/companysearch?q=%25%25')).json()).toEqual([]);
  });

  it('asks Enhetsregisteret when COMPANY_REGISTER_URL is set', async () => {
    const response = await (await signedIn(withBrreg)).get('/api/companysearch?q=equinor');
    expect(await response.json()).toEqual([{ name: 'EQUINOR ASA', organizationnumber: '923609016', zip: '4035', city: 'STAVANGER', ...unknownHere }]);
    expect(Object.fromEntries(fake.requests.at(-1)!.searchParams)).toEqual({ navn: 'equinor', size: '20' });
  });

  it('answers 503 companySearch.unavailable when the register fails', async () => {
    fake.setFailing(true);
    try {
      const response = await (await signedIn(withBrreg)).get('/api/companysearch?q=equinor');
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe('companySearch.unavailable');
    } finally {
      fake.setFailing(false);
    }
  });

  it('needs 2 characters (3 for Swedish companies), a query, and a session', async () => {
    const client = await signedIn(t);
    for (const [path, minLength] of [['/api/companysearch?q=%20a%20', 2], ['/api/search-swedish-companies?q=sk', 3]] as const) {
      const response = await client.get(path);
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual({ q: { message: 'minStringLength', args: { minLength } } });
    }
    expect((await (await client.get('/api/companysearch')).json()).errors).toEqual({ q: 'required' });
    expect((await new TestClient(t.app).get('/api/companysearch?q=nordlys')).status).toBe(401);
  });

  it('lists 1 to 50 Swedish hits and reports more than 50 as too many', async () => {
    const client = await signedIn(t);
    expect(await (await client.get('/api/search-swedish-companies?q=design')).json()).toEqual({
      tooManyHits: false,
      results: [{ name: 'Skärgårdens Design AB', organizationnumber: 'SE5592173842', zip: '111 29', city: 'STOCKHOLM', ...unknownHere }],
    });
    expect(await (await client.get('/api/search-swedish-companies?q=konsult')).json()).toEqual({ tooManyHits: true, results: [] });
    expect((await (await client.get('/api/search-swedish-companies?q=konsult%201')).json()).results).toHaveLength(11);
  });
});
