import { expect, type Page } from '@playwright/test';
import { demoUsers } from '@andel/db';

export type DemoUserKey = keyof typeof demoUsers;

/** Signs in through the real login page, as a person would. */
export const signInAs = async (page: Page, who: DemoUserKey) => {
  const user = demoUsers[who];
  // The sign-in page, where every journey starts.
  await page.goto('/login');
  await page.getByLabel(/e-post|email/i).fill(user.email);
  await page.getByLabel(/passord|password|lösenord/i).fill(user.password);
  await page.getByRole('button', { name: /logg inn|sign in|logga in/i }).click();
};

export const expectPath = async (page: Page, pattern: RegExp) => {
  await expect(page).toHaveURL(pattern, { timeout: 15_000 });
};
