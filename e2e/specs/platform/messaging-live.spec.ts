import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
/** Under the thread list's 10-second polling and the menu count's 30: what shows sooner came over the socket. */
const live = { timeout: 6_000 };

test('a board member reads their own name where the admin wrote Mottakers navn; their reply reaches the admin’s open list at once, unread until opened', async ({ page, browser }) => {
  const subject = `Styresamling ${Date.now()}`;
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Meldinger');
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny melding' });
  await dialog.getByLabel('Emne').fill(subject);
  await dialog.getByLabel('Melding').fill('Hei');
  await page.keyboard.press('End');
  await page.keyboard.type(' /mottak');
  await page.getByRole('listbox', { name: 'Automatiske tekster' }).getByRole('option', { name: /Mottakers navn/ }).click();
  await page.keyboard.type(', passer 12. februar?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Meldingen er sendt.')).toBeVisible();
  // Back to the list, which stays open while the board member answers.
  await openFromCompanyMenu(page, 'Meldinger');
  const thread = page.getByRole('link', { name: new RegExp(subject) });
  await expect(thread).toBeVisible();
  await expect(thread).not.toContainText('Ulest');
  const badge = page.getByRole('navigation', { name: 'Selskapsmeny' }).getByLabel(/\d+ uleste$/);
  const unreadBefore = (await badge.count()) ? Number.parseInt((await badge.getAttribute('aria-label'))!, 10) : 0;

  const member = await (await browser.newContext()).newPage();
  await signInAs(member, 'board');
  await expectPath(member, /\/(portfolio|board-member)\//);
  if (/\/portfolio\//.test(member.url())) await member.getByRole('main').getByText(nordlys.name, { exact: true }).first().click();
  await member.getByRole('navigation', { name: 'Styremeny' }).getByRole('link', { name: /Meldinger/ }).click();
  await member.getByRole('link', { name: new RegExp(subject) }).click();
  await expect(member.getByRole('article').filter({ hasText: 'passer 12. februar?' })).toContainText(/Hei Ingrid Haugen ?, passer 12\. februar\?/);
  await member.getByRole('textbox', { name: 'Skriv et svar' }).fill('Ja, det passer.');
  await member.getByRole('button', { name: 'Svar' }).click();
  await expect(member.getByText('Svaret er sendt.')).toBeVisible();

  // The admin's list and menu show the reply as unread without a reload, before any polling would.
  await expect(thread).toContainText('Ulest', live);
  await expect(badge).toHaveAttribute('aria-label', `${unreadBefore + 1} uleste`, live);
  await thread.click();
  await expect(page.getByRole('article').filter({ hasText: 'Ja, det passer.' })).toContainText('Ingrid Haugen');
  await openFromCompanyMenu(page, 'Meldinger');
  await expect(page.getByRole('link', { name: new RegExp(subject) })).not.toContainText('Ulest');
});
