import { expect, test } from '@playwright/test';
import { demoCompanies, demoShareholderId } from '@andel/db';
import { formatMoney } from '@andel/domain/shared';
import { latestEmailWithSubject, linkIn } from '../../support/mail/mailbox';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const org = nordlys.organisationNumber;

test('an admin writes to the board with a / variable; the board member reads the emailed link in the board portal, sees the share capital and replies; the admin sees the reply and the read state without reload', async ({ page, browser }) => {
  const subject = `Strategisamling ${Date.now()}`;
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.goto(`/company/${org}/messaging`);
  await expect(page.getByRole('link', { name: /Møteplan for styret 2027/ })).toBeVisible();

  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny melding' });
  await expect(dialog.getByLabel('Til')).toHaveText('Styret');
  await expect(dialog.getByRole('radio', { name: 'Alle (3)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Feltet må fylles ut.').first()).toBeVisible();
  await dialog.getByLabel('Emne').fill(subject);
  const body = dialog.getByLabel('Melding');
  await body.fill('Vi foreslår strategisamling 12. februar. Passer det?');
  await page.keyboard.press('End');
  await page.keyboard.type(' Aksjekapitalen er nå /aksjekap');
  await expect(page.getByRole('listbox', { name: 'Automatiske tekster' }).getByRole('option', { name: /Aksjekapital/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(body).toHaveText('Vi foreslår strategisamling 12. februar. Passer det? Aksjekapitalen er nå {Aksjekapital} ');
  const register = await (await page.request.get(`/api/company/${org}/register`)).json();
  const shareCapital = formatMoney(register.shareCapital, 'nb', 'NOK');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Meldingen er sendt.')).toBeVisible();
  await expectPath(page, new RegExp(`/company/${org}/messaging/[0-9a-f-]{36}$`));
  const readState = page.getByRole('region', { name: 'Lesestatus' });
  await expect(readState.getByRole('row', { name: /Ingrid Haugen.*Ikke lest/ })).toBeVisible();

  const mail = await latestEmailWithSubject('styre@andel.demo', subject);
  expect(mail.subject).toBe(`Ny melding fra ${nordlys.name}: ${subject}`);
  expect(mail.text).not.toContain('strategisamling 12. februar');
  const member = await (await browser.newContext()).newPage();
  await signInAs(member, 'board');
  await expectPath(member, /\/(portfolio|board-member)\//);
  await member.goto(`/board-member/${org}`);
  await expect(member.getByRole('navigation').getByLabel('1 uleste')).toBeVisible();
  await member.goto(linkIn(mail, `/board-member/${org}/messaging/`));
  await expect(member.getByRole('heading', { name: subject })).toBeVisible();
  await expect(member.getByRole('article').filter({ hasText: 'Vi foreslår strategisamling 12. februar. Passer det?' })).toContainText(`Aksjekapitalen er nå ${shareCapital}`);
  await expect(member.getByRole('navigation').getByLabel('1 uleste')).toHaveCount(0);
  await member.getByRole('textbox', { name: 'Skriv et svar' }).fill('Passer fint for meg.');
  await member.getByRole('button', { name: 'Svar' }).click();
  await expect(member.getByText('Svaret er sendt.')).toBeVisible();
  await expect(member.getByRole('article').filter({ hasText: 'Passer fint for meg.' })).toContainText('Deg');

  // The admin's open thread shows the reply and the read state as the page refreshes itself.
  await expect(page.getByRole('article').filter({ hasText: 'Passer fint for meg.' })).toContainText('Ingrid Haugen', { timeout: 20_000 });
  await expect(readState.getByRole('row', { name: /Ingrid Haugen.*Lest \d{4}-\d{2}-\d{2} \d{2}:\d{2}/ })).toBeVisible({ timeout: 20_000 });
});

test('the demo shareholder sees the company’s message to shareholders as unread in the portal and opens it', async ({ page }) => {
  await signInAs(page, 'shareholder');
  await expectPath(page, /\/(portfolio|shareholder)\//);
  await page.goto(`/shareholder/${org}/${demoShareholderId}/messaging`);
  const thread = page.getByRole('link', { name: /Generalforsamling i 2027/ });
  await expect(thread).toContainText('Ulest');
  await thread.click();
  await expect(page.getByText('Ordinær generalforsamling holdes i mai.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Generalforsamling i 2027/ })).not.toContainText('Ulest');
});
