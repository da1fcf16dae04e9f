import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoUsers } from '@andel/db';

const nordlys = demoCompanies[0].organisationNumber;

const csrfOf = async (request: import('@playwright/test').APIRequestContext) => {
  await request.get('/api/auth/status');
  const { cookies } = await request.storageState();
  return cookies.find((cookie) => cookie.name === 'andel.csrf')!.value;
};

test('a shareholder gets 403 from an admin API of their own company', async ({ request }) => {
  const token = await csrfOf(request);
  const login = await request.post('/api/auth/login', {
    data: { username: demoUsers.shareholder.email, password: demoUsers.shareholder.password },
    headers: { 'x-csrf-token': token },
  });
  expect(login.status()).toBe(200);
  const board = await request.get(`/api/board-member-view/${nordlys}`);
  expect(board.status()).toBe(403);
  expect((await board.json()).error.code).toBe('access.forbidden');
});

test('a state-changing call with a bad CSRF token is refused', async ({ request }) => {
  await csrfOf(request);
  const response = await request.post('/api/auth/login', {
    data: { username: demoUsers.admin.email, password: demoUsers.admin.password },
    headers: { 'x-csrf-token': 'not-the-token' },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe('auth.csrfInvalid');
});
