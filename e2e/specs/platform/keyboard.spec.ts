import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { signedInApi } from '../../support/api.helpers';
import { sendGeneralMeetingNotice } from '../../support/governance.helpers';
import { pressUntilFocused } from '../../support/keyboard.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { codeTo, sendPdfForEmailSigning, signingLinkTo } from '../../support/signing.helpers';

const nordlys = demoCompanies[0];
const org = nordlys.organisationNumber;

// Each journey moves with the keyboard alone after its setup: Tab and Shift+Tab between controls, Enter and Space to act,
// the arrow keys only inside a tab list (its WAI-ARIA pattern), typing in text fields.

test('a signer signs by email code with the keyboard alone', async ({ page, browser }) => {
  const title = `Tastatur ${Date.now()}`;
  const signer = `tastatur-${Date.now()}@example.no`;
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await sendPdfForEmailSigning(page, org, title, { name: 'Tove Tastatur', email: signer });

  const signing = await (await browser.newContext()).newPage();
  // The signing link as received by email.
  await signing.goto(await signingLinkTo(signer, title));
  const sendCode = signing.getByRole('button', { name: 'Send meg en kode på e-post' });
  await pressUntilFocused(signing, sendCode);
  await signing.keyboard.press('Enter');
  const code = signing.getByLabel('Kode fra e-posten');
  await pressUntilFocused(signing, code);
  await signing.keyboard.type(await codeTo(signer));
  await pressUntilFocused(signing, signing.getByRole('button', { name: 'Signer', exact: true }));
  await signing.keyboard.press('Enter');
  await expect(signing.getByText('Dokumentet er signert. Takk!')).toBeVisible();
});

test('a board member opens a meeting, votes and comments with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'board');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await pressUntilFocused(page, page.getByRole('main').getByRole('button', { name: new RegExp(`^${nordlys.name} ${org}`) }), { max: 80 });
  await page.keyboard.press('Enter');
  await expectPath(page, /\/board-member\//);
  await pressUntilFocused(page, page.getByRole('navigation', { name: 'Styremeny' }).getByRole('link', { name: 'Møter' }), { max: 80 });
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, page.getByRole('main').getByRole('link', { name: /Styremøte/ }).first(), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Saker' })).toBeVisible();

  const matter = page.getByRole('region').filter({ has: page.getByRole('button', { name: 'For', exact: true }) }).first();
  await pressUntilFocused(page, matter.getByRole('button', { name: 'For', exact: true }), { max: 80 });
  await page.keyboard.press('Space');
  await expect(matter.getByText('Ingrid Haugen: For')).toBeVisible();
  const comment = `Lest og stemt med tastaturet ${Date.now()}`;
  await pressUntilFocused(page, matter.getByRole('textbox', { name: 'Skriv en kommentar' }));
  await page.keyboard.type(comment);
  await pressUntilFocused(page, matter.getByRole('button', { name: 'Send' }));
  await page.keyboard.press('Enter');
  await expect(matter.getByText(comment)).toBeVisible();
});

test('a holder gives a power of attorney from the emailed notice with the keyboard alone', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  const projectName = `Tastaturfullmakt ${Date.now()}`;
  await sendGeneralMeetingNotice(await signedInApi(page.context(), page.request), { org, projectName, settings: () => ({ meetingForm: 'electronicGeneralMeeting' }) });

  const holder = await (await browser.newContext()).newPage();
  // The notice's link as the shareholder received it by email.
  await holder.goto(linkIn(await latestEmailToAbout(`aksjonaer1@${org}.demo`, projectName), '/notice-general-meeting/'));
  await expect(holder.getByRole('heading', { name: projectName })).toBeVisible();
  await pressUntilFocused(holder, holder.getByRole('tab', { selected: true }));
  await pressUntilFocused(holder, holder.getByRole('tab', { name: 'Gi fullmakt' }), { key: 'ArrowRight', max: 6 });
  await holder.keyboard.press('Enter');
  const chair = holder.getByRole('radio', { name: /^Styrets leder/ });
  await pressUntilFocused(holder, chair);
  await holder.keyboard.press('Space');
  await expect(chair).toBeChecked();
  await pressUntilFocused(holder, holder.getByRole('button', { name: 'Gi fullmakt' }));
  await holder.keyboard.press('Enter');
  await expect(holder.getByText(/^Fullmakt gitt til /)).toBeVisible();
});

test('a dialog takes the focus, keeps it inside, and gives it back to the button that opened it', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Prosjekter');
  const opener = page.getByRole('button', { name: 'Nytt prosjekt' });
  await pressUntilFocused(page, opener, { max: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nytt prosjekt' });
  await expect(dialog).toBeVisible();
  // Presses of Tab cycle through the dialog's controls and never leave it.
  for (let presses = 0; presses < 8; presses += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
