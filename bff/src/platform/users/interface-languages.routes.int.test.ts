import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Seed 000 section 1: Swedish hidden on the main production host, a configured host name (MAIN_PRODUCTION_HOST).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIN_PRODUCTION_HOST: 'app.andel.no' });
});
afterAll(() => t.close());

describe('GET /interface-languages', () => {
  it('offers Norwegian and English, not Swedish, on the main production host', async () => {
    const response = await t.app.request('https://app.andel.no/api/interface-languages');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ languages: ['nb', 'en'] });
  });

  it('offers Swedish too on any other host', async () => {
    expect(await (await t.app.request('https://test.andel.no/api/interface-languages')).json()).toEqual({ languages: ['nb', 'sv', 'en'] });
    expect(await (await t.app.request('http://localhost:3000/api/interface-languages')).json()).toEqual({ languages: ['nb', 'sv', 'en'] });
  });
});
