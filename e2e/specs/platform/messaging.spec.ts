import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoShareholderId } from '@andel/db';
import { formatMoney, todayLocalDate } from '@andel/domain/shared';
import { samplePdf } from '@andel/domain/testing';
import { readFile } from 'node:fs/promises';
import { latestEmailWithSubject, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio } from '../../support/navigation.helpers';
import { openFromMenuByStart, openShareholderPortalPage } from '../../support/platform-navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const org = nordlys.organisationNumber;

test('an admin writes to the board with a / variable; the board member reads the emailed link in the board portal, sees the share capital and replies; the admin sees the reply and the read state without reload', async ({ page, browser }) => {
  const subject = `Strategisamling ${Date.now()}`;
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromMenuByStart(page, 'Selskapsmeny', 'Meldinger');
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
  // The share capital changes with the register: its date is asked for at once, today by default; Esc keeps today.
  const perDate = page.getByLabel('Per dato');
  await expect(perDate).toBeFocused();
  await expect(perDate).toHaveValue(todayLocalDate());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(body).toHaveText(`Vi foreslår strategisamling 12. februar. Passer det? Aksjekapitalen er nå {Aksjekapital per ${todayLocalDate()}} `);
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
  await openCompanyFromPortfolio(member, nordlys.name, /\/board-member\//);
  await expect(member.getByRole('navigation').getByLabel('1 uleste')).toBeVisible();
  // The thread's link as the board member received it by email.
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
  await openShareholderPortalPage(page, nordlys.name, 'Meldinger');
  await expectPath(page, new RegExp(`/shareholder/${org}/${demoShareholderId}/messaging$`));
  const thread = page.getByRole('link', { name: /Generalforsamling i 2027/ });
  await expect(thread).toContainText('Ulest');
  await thread.click();
  await expect(page.getByText('Ordinær generalforsamling holdes i mai.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Generalforsamling i 2027/ })).not.toContainText('Ulest');
});

test('an admin writes to the board with the share capital as of a date, an uploaded file and an archive file; the board member sees the figure of that date and both files, and downloads the upload', async ({ page, browser }) => {
  const subject = `Budsjett ${Date.now()}`;
  const budget = samplePdf('Budsjett 2027');
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromMenuByStart(page, 'Selskapsmeny', 'Meldinger');
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny melding' });
  await dialog.getByLabel('Emne').fill(subject);
  const body = dialog.getByLabel('Melding');
  await body.fill('Budsjettet ligger ved.');
  await page.keyboard.press('End');
  await page.keyboard.type(' Aksjekapitalen var /aksjekap');
  await page.keyboard.press('Enter');
  // Keyboard only: the date field has the focus, a date typed and Enter set it, and the caret is back in the text.
  await expect(page.getByLabel('Per dato')).toBeFocused();
  await page.getByLabel('Per dato').fill('2024-03-01');
  await page.keyboard.press('Enter');
  await expect(body).toBeFocused();
  await page.keyboard.type('i mars.');
  await expect(body).toHaveText('Budsjettet ligger ved. Aksjekapitalen var {Aksjekapital per 2024-03-01} i mars.');

  // One file uploaded, one picked from the archive (browsed into a folder, found by search); each shown as a chip.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'Budsjett 2027.pdf', mimeType: 'application/pdf', buffer: Buffer.from(budget) });
  await expect(dialog.getByRole('button', { name: 'Budsjett 2027.pdf' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fra arkivet' }).click();
  const archive = page.getByRole('dialog', { name: 'Legg ved fra arkivet' });
  await expect(archive.getByLabel('Arkiv', { exact: true })).toHaveText('Administrasjonsarkiv');
  await archive.getByRole('button', { name: 'Avtaler' }).click();
  await expect(archive.getByRole('navigation', { name: 'Plassering' })).toContainText('Administrasjonsarkiv/Avtaler');
  await archive.getByLabel('Søk i mappen').fill('ingen slik fil');
  await expect(archive.getByText('Ingen filer eller mapper her.')).toBeVisible();
  await archive.getByLabel('Søk i mappen').fill('aksjonær');
  await archive.getByRole('checkbox', { name: 'Aksjonæravtale.pdf' }).check();
  await archive.getByRole('button', { name: 'Legg ved (1)' }).click();
  await expect(archive).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Aksjonæravtale.pdf' })).toBeVisible();
  // A chip can be removed (and the file picked again).
  await dialog.getByLabel('Fjern vedlegget Aksjonæravtale.pdf').click();
  await expect(dialog.getByRole('button', { name: 'Aksjonæravtale.pdf' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fra arkivet' }).click();
  await archive.getByRole('button', { name: 'Avtaler' }).click();
  await archive.getByRole('checkbox', { name: 'Aksjonæravtale.pdf' }).check();
  await archive.getByRole('button', { name: 'Legg ved (1)' }).click();

  const dated = await (await page.request.get(`/api/company/${org}/register?date=2024-03-01`)).json();
  const shareCapital = formatMoney(dated.shareCapital, 'nb', 'NOK');
  // The demo's issue of June 2024 raised it since: the text says the figure of the date, not today's.
  expect(dated.shareCapital).not.toBe((await (await page.request.get(`/api/company/${org}/register`)).json()).shareCapital);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Meldingen er sendt.')).toBeVisible();
  const sent = page.getByRole('article').filter({ hasText: 'Budsjettet ligger ved.' });
  await expect(sent.getByRole('button', { name: 'Budsjett 2027.pdf' })).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Aksjonæravtale.pdf' })).toBeVisible();

  const member = await (await browser.newContext()).newPage();
  await signInAs(member, 'board');
  await openCompanyFromPortfolio(member, nordlys.name, /\/board-member\//);
  await openFromMenuByStart(member, 'Styremeny', 'Meldinger');
  await member.getByRole('link', { name: new RegExp(subject) }).click();
  const received = member.getByRole('article').filter({ hasText: 'Budsjettet ligger ved.' });
  await expect(received).toContainText(`Aksjekapitalen var ${shareCapital} i mars.`);
  await expect(received.getByRole('button', { name: 'Aksjonæravtale.pdf' })).toBeVisible();
  const downloading = member.waitForEvent('download');
  await received.getByRole('button', { name: 'Budsjett 2027.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Budsjett 2027.pdf');
  const bytes = new Uint8Array(await readFile((await download.path())!));
  expect(bytes.length).toBeGreaterThan(0);
  expect(bytes).toEqual(new Uint8Array(budget));
  await member.context().close();
});
