import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { choose, openTransactionForm, pick } from '../../support/transaction-form.helpers';
import { openCompanyFromPortfolio, openCompanyMenuEntry, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectSharesInList, openShareholder, sharesInList } from '../../support/shareholder-list.helpers';

// The shared test machine is slow: lists and the register can take more than the default 5 s to appear.
const expect = baseExpect.configure({ timeout: 15_000 });
const company = demoCompanies[0];
const nordlys = company.organisationNumber;
/** After every entry other specs make today: a split renumbers, so a back-dated one would clash with later issues' numbers. */
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** Adds a person to the register and names it, through the shareholder screens. */
const addPerson = async (page: Page, name: string) => {
  await openCompanyMenuEntry(page, company, 'Aksjonærer');
  await page.getByRole('button', { name: 'Ny person' }).first().click();
  await page.getByRole('dialog', { name: 'Ny person' }).getByLabel('Navn').fill(name);
  await page.getByRole('dialog', { name: 'Ny person' }).getByRole('button', { name: 'Opprett' }).click();
  await expectPath(page, /\/shareholders\/list\/[0-9a-f-]+\/details$/);
  await expect(page.getByLabel('Navn', { exact: true })).toHaveValue(name);
};

const openForm = (page: Page, type: string) => openTransactionForm(page, company, type);

/** The register's total shares today, or as of a date. */
const totalShares = async (page: Page, date?: string) =>
  Number((await (await page.request.get(`/api/company/${nordlys}/register${date ? `?date=${date}` : ''}`)).json()).totalShares);

// Each test signs in and walks several screens; the shared test machine is slow.
test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
});

test('an issue entered from its form gives the subscriber shares, shown in the details and the list', async ({ page }) => {
  await addPerson(page, 'Emil Emisjon');
  await openForm(page, 'Emisjon');
  await expectPath(page, /\/shareholders\/transactions\/new\/issue$/);
  // The opening shareholding of the demo was recorded on this day as a bare date, which is 12:00 in Norway: the same
  // instant as the form's untouched time, so that time clashes and another does not.
  await page.getByLabel('Dato', { exact: true }).fill('2024-01-15');
  await expect(page.getByLabel('Klokkeslett')).toHaveValue('12:00');
  await expect(page.getByText(/Det finnes \d+ senere transaksjoner\./)).toBeVisible();
  await expect(page.getByText('Det finnes allerede en transaksjon på dette tidspunktet.')).toBeVisible();
  await page.getByLabel('Klokkeslett').fill('13:00');
  await expect(page.getByText('Det finnes allerede en transaksjon på dette tidspunktet.')).toHaveCount(0);
  await page.getByLabel('Klokkeslett').fill('12:00');
  await expect(page.getByText('Det finnes allerede en transaksjon på dette tidspunktet.')).toBeVisible();
  await page.getByLabel('Dato', { exact: true }).fill('2026-02-02');
  await expect(page.getByText('Det finnes allerede en transaksjon på dette tidspunktet.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expect(page.getByText('Feltet må fylles ut.').first()).toBeVisible();
  await pick(page, 'Aksjonær', 'Emil Emisjon');
  await choose(page, 'Aksjeklasse', 'A-aksjer');
  await page.getByLabel('Antall aksjer').fill('500');
  await page.getByLabel('Kurs per aksje').fill('12,50');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Transaksjonen er registrert.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Emil Emisjon/ }).getByRole('cell', { name: '+500' })).toBeVisible();
  await expectSharesInList(page, company, 'Emil Emisjon', 500);
});

test('a sale moves shares from seller to buyer, with the price and both sides in the details', async ({ page }) => {
  const seller = 'Granitt Invest AS';
  const before = await sharesInList(page, company, seller);
  await addPerson(page, 'Trine Overdrag');
  await openForm(page, 'Overdragelse');
  await page.getByLabel('Dato', { exact: true }).fill('2026-02-10');
  await pick(page, 'Fra aksjonær', seller);
  await pick(page, 'Til aksjonær', 'Trine Overdrag');
  await choose(page, 'Aksjeklasse', 'A-aksjer');
  await page.getByLabel('Antall aksjer').fill('100');
  await page.getByRole('button', { name: 'Registrer' }).click();
  // A sale needs its price; the schema says so before anything is sent.
  await expect(page.getByText('Feltet må fylles ut.')).toBeVisible();
  await page.getByLabel('Pris per aksje').fill('31,5');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('row', { name: new RegExp(seller) }).getByRole('cell', { name: '−100' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Trine Overdrag/ }).getByRole('cell', { name: '+100' })).toBeVisible();
  await expect(page.getByText('31,5', { exact: true })).toBeVisible();
  await expectSharesInList(page, company, 'Trine Overdrag', 100);
  await expectSharesInList(page, company, seller, before - 100);
});

test('two gifts on one day, told apart by their time, both count and show in the holder\'s transactions', async ({ page }) => {
  const giver = 'Granitt Invest AS';
  await addPerson(page, 'Gunn Gavemottaker');
  for (const [time, shares] of [['09:00', '7'], ['15:30', '5']] as const) {
    await openForm(page, 'Overdragelse');
    await page.getByLabel('Dato', { exact: true }).fill('2026-02-11');
    await page.getByLabel('Klokkeslett').fill(time);
    await pick(page, 'Fra aksjonær', giver);
    await pick(page, 'Til aksjonær', 'Gunn Gavemottaker');
    await choose(page, 'Aksjeklasse', 'A-aksjer');
    await choose(page, 'Type overdragelse', 'Gave');
    await page.getByLabel('Antall aksjer').fill(shares);
    await page.getByRole('button', { name: 'Registrer' }).click();
    await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Transaksjonen er registrert.')).toBeVisible();
  }
  await expectSharesInList(page, company, 'Gunn Gavemottaker', 12);
  await openShareholder(page, company, 'Gunn Gavemottaker');
  await page.getByRole('tab', { name: 'Transaksjoner' }).click();
  const rows = page.getByRole('table', { name: 'Aksjonærens transaksjoner' }).getByRole('row', { name: /2026-02-11.*Gave/ });
  await expect(rows).toHaveCount(2);
  // Newest first: the afternoon's 5 before the morning's 7.
  await expect(rows.nth(0)).toContainText('+5');
  await expect(rows.nth(1)).toContainText('+7');
});

test.describe('in a browser set to American English', () => {
  test.use({ locale: 'en-US' });

  test('the time within the day is shown and typed as 24-hour HH:MM, never with AM/PM, in the interface\'s language too', async ({ page }) => {
    await openForm(page, 'Overdragelse');
    const time = page.getByLabel('Klokkeslett');
    await expect(time).toHaveValue('12:00');
    await expect(time).toHaveAttribute('placeholder', 'TT:MM');
    await time.fill('1530');
    await time.blur();
    await expect(time).toHaveValue('15:30');
    await time.fill('9');
    await time.blur();
    await expect(time).toHaveValue('09:00');
  });
});

test('a split doubles every holding, and deleting it after confirming restores them', async ({ page }) => {
  const holder = 'Granitt Invest AS';
  const before = await sharesInList(page, company, holder);
  await openForm(page, 'Splitt');
  await page.getByLabel('Dato', { exact: true }).fill(tomorrow);
  await page.getByLabel('Antall aksjer etter').fill('1');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expect(page.getByText(/Forholdet gir ikke hele aksjer/)).toBeVisible();
  await page.getByLabel('Antall aksjer etter').fill('2');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('row', { name: new RegExp(holder) }).first()).toBeVisible();
  // Dated tomorrow, it takes effect tomorrow: today's list is unchanged, the register as of tomorrow doubles.
  await expectSharesInList(page, company, holder, before);
  expect(await totalShares(page, tomorrow)).toBe(2 * (await totalShares(page)));

  await openFromCompanyMenu(page, 'Transaksjoner');
  // Its date cell: the type's cell may carry a marker ("Ikke rapportert") after the type.
  await page.getByRole('row', { name: new RegExp(`${tomorrow}.*Splitt`) }).getByRole('cell', { name: tomorrow, exact: true }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Slett transaksjon' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Slett transaksjon' }).click();
  await expect(page.getByText('Transaksjonen er slettet.')).toBeVisible();
  await expectPath(page, /\/shareholders\/transactions$/);
  await expectSharesInList(page, company, holder, before);
  expect(await totalShares(page, tomorrow)).toBe(await totalShares(page));
});

test('every type on the new-transaction menu opens its form', async ({ page }) => {
  await openCompanyMenuEntry(page, company, 'Transaksjoner');
  await page.getByRole('button', { name: 'Ny transaksjon' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(16);
  const types = await items.allTextContents();
  await page.keyboard.press('Escape');
  for (const type of types) {
    await openForm(page, type);
    await expect(page.getByText(`Ny transaksjon: ${type}`)).toBeVisible();
    await expect(page.getByLabel('Dato', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Registrer' })).toBeVisible();
  }
});

test('a dividend moved to another date lists the correction and is marked changed in the log', async ({ page }) => {
  await openForm(page, 'Utbytte');
  await page.getByLabel('Dato', { exact: true }).fill('2026-04-04');
  await choose(page, 'Aksjeklasse', 'A-aksjer');
  await page.getByLabel('Beløp per aksje').fill('2,75');
  await page.getByRole('button', { name: 'Registrer' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Endre dato' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Dato').fill('2026-04-05');
  await dialog.getByRole('button', { name: 'Lagre ny dato' }).click();
  await expect(page.getByText('Datoen er endret.')).toBeVisible();
  await expect(page.getByText('Dato endret til 2026-04-05')).toBeVisible();
  await openFromCompanyMenu(page, 'Transaksjoner');
  await expect(page.getByRole('row', { name: /2026-04-05.*Utbytte.*Endret/ })).toBeVisible();
});

test('the dashboard shows the share capital and largest holders, and the register as of a chosen date', async ({ page }) => {
  await openCompanyFromPortfolio(page, company.name);
  await expect(page.getByRole('heading', { name: 'Aksjekapital og aksjer' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Største aksjonærer' }).getByRole('listitem')).toHaveCount(10);
  // Today's register, 25 holders a page: the next page shows the rest.
  const holders = page.getByRole('table', { name: 'Aksjeeierboken per dato' }).getByRole('row');
  await expect(holders).toHaveCount(1 + 25);
  const total = Number((await page.getByText(/^1–25 av \d+$/).textContent())!.replace(/.* av /, ''));
  expect(total).toBeGreaterThan(25);
  await page.getByRole('button', { name: 'Neste side' }).click();
  await expect(page.getByText(`26–${Math.min(50, total)} av ${total}`)).toBeVisible();
  await expect(holders).toHaveCount(1 + Math.min(25, total - 25));
  // The demo's opening register gave shares to the first half of its 36 holders; the issue came in June.
  // The date reads and is typed YYYY-MM-DD in Norwegian too, not in the browser's local format.
  const asOf = page.getByLabel('Per dato', { exact: true });
  await expect(asOf).toHaveAttribute('placeholder', 'ÅÅÅÅ-MM-DD');
  await asOf.clear();
  await asOf.pressSequentially('2024-01-20');
  await expect(asOf).toHaveValue('2024-01-20');
  await expect(page.getByRole('table', { name: 'Aksjeeierboken per dato' }).getByRole('row')).toHaveCount(1 + 18);
  await page.getByLabel('Per dato', { exact: true }).fill('2023-12-31');
  await expect(page.getByRole('table', { name: 'Aksjeeierboken per dato' }).getByRole('row')).toHaveCount(1);
  await page.getByLabel('Per dato', { exact: true }).fill('2024-01-20');
  await page.screenshot({ path: '../.data/company-dashboard.png', fullPage: true });
});

test('a row of the log opens its entry, reached by clicking from the company menu', async ({ page }) => {
  await openCompanyFromPortfolio(page, company.name);
  await openFromCompanyMenu(page, 'Transaksjoner');
  const opening = page.getByRole('row', { name: /Aksjebeholdning per dato/ });
  await opening.getByRole('cell', { name: 'Aksjebeholdning per dato' }).click();
  await expectPath(page, new RegExp(`/company/${nordlys}/shareholders/transactions/[0-9a-f-]{36}$`));
  await expect(page.getByText('Løpenr.', { exact: true })).toBeVisible();
  await expect(page.getByText('Aksjebeholdning per dato', { exact: true }).first()).toBeVisible();
});

test('holder pickers tell holders of the same name apart by birth date or organisation number and holding', async ({ page }) => {
  await openForm(page, 'Overdragelse');
  const from = page.getByRole('combobox', { name: 'Fra aksjonær' });
  await from.click();
  await from.fill('Granitt Invest AS');
  await expect(page.getByRole('option', { name: /^Granitt Invest AS \(\d{9}, [\d ]+ aksjer\)$/ })).toBeVisible();
  await from.fill('Anders Andersen');
  const namesakes = page.getByRole('option', { name: /^Anders Andersen/ });
  await expect(namesakes).toHaveCount(2);
  const [first, second] = await namesakes.allTextContents();
  expect(first).not.toEqual(second);
});
