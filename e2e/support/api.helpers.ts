import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/** The signed-in browser's API, with the CSRF cookie echoed as the apps do; `post` and `put` expect success. */
export const signedInApi = async (context: BrowserContext, request: APIRequestContext) => {
  const csrf = (await context.cookies()).find(({ name }) => name.endsWith('andel.csrf'))?.value ?? '';
  const headers = { 'x-csrf-token': csrf };
  return {
    post: async (path: string, data: unknown) => {
      const response = await request.post(`/api${path}`, { data, headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json();
    },
    put: async (path: string, data: unknown) => {
      const response = await request.put(`/api${path}`, { data, headers });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response.json();
    },
    /** A call that may be refused, answered as it comes. */
    send: (method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => request.fetch(`/api${path}`, { method, data, headers }),
    get: (path: string) => request.get(`/api${path}`),
  };
};
