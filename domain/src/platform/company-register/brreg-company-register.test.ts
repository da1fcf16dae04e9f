import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../kernel/errors/domain-error';
import { brregCompanyRegister } from './brreg-company-register';
import { startFakeBrreg } from '../../../testing/fake-brreg-server';

let fake: Awaited<ReturnType<typeof startFakeBrreg>>;

beforeAll(async () => {
  fake = await startFakeBrreg([
    { organisasjonsnummer: '928471632', navn: 'NORDLYS TEKNOLOGI AS', forretningsadresse: { postnummer: '0150', poststed: 'OSLO' } },
    { organisasjonsnummer: '931754289', navn: 'NORDLYS EIENDOM AS' },
    { organisasjonsnummer: '999888777', navn: 'FJORD OG FJELL AS', forretningsadresse: { postnummer: '5003', poststed: 'BERGEN' } },
  ]);
});
afterAll(() => fake.close());

describe('the Enhetsregisteret client', () => {
  it('asks for the name and page size and maps the answer to search results', async () => {
    const register = brregCompanyRegister({ baseUrl: `${fake.url}/` });
    const hits = await register.search({ query: 'nordlys', limit: 20 });
    expect(hits).toEqual([
      { name: 'NORDLYS TEKNOLOGI AS', organizationnumber: '928471632', zip: '0150', city: 'OSLO' },
      { name: 'NORDLYS EIENDOM AS', organizationnumber: '931754289', zip: null, city: null },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.pathname).toBe('/enhetsregisteret/api/enheter');
    expect(Object.fromEntries(request.searchParams)).toEqual({ navn: 'nordlys', size: '20' });
  });

  it('answers no hits (an answer without _embedded) with an empty list, and keeps to the limit', async () => {
    const register = brregCompanyRegister({ baseUrl: fake.url });
    expect(await register.search({ query: 'finnes ikke', limit: 20 })).toEqual([]);
    expect(await register.search({ query: 'as', limit: 1 })).toHaveLength(1);
  });

  it('turns a failing or unreachable register into companySearch.unavailable', async () => {
    fake.setFailing(true);
    try {
      await expect(brregCompanyRegister({ baseUrl: fake.url }).search({ query: 'nordlys', limit: 5 })).rejects.toEqual(new DomainError('companySearch.unavailable'));
    } finally {
      fake.setFailing(false);
    }
    await expect(brregCompanyRegister({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }).search({ query: 'x', limit: 5 })).rejects.toBeInstanceOf(DomainError);
  });
});
