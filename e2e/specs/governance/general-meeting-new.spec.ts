import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];

test('the admin creates a general meeting from the general meetings list by clicking and lands on its screen, notice and minutes ready; dated in the past, its date locks and no notice can be sent', async ({ page }) => {
  const projectName = `Ekstraordinær generalforsamling ${Date.now()}`;
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, company.name);
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('button', { name: 'Ny generalforsamling' }).click();

  const dialog = page.getByRole('dialog', { name: 'Ny generalforsamling' });
  // The name follows the meeting and the picked decisions until one is written.
  await expect(dialog.getByLabel('Prosjektnavn')).toHaveValue(/Generalforsamling/);
  await dialog.getByRole('checkbox', { name: 'Utbytte', exact: true }).check();
  await expect(dialog.getByLabel('Prosjektnavn')).toHaveValue(/Generalforsamling, Utbytte/);
  await dialog.getByLabel('Prosjektnavn').fill(projectName);
  await dialog.getByRole('button', { name: 'Opprett' }).click();

  // The new meeting's own screen, with the general meeting's tabs; its notice is there to send.
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  for (const tab of ['Innstillinger', 'Innkalling', 'Fullmakter', 'Protokoll']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByRole('tab', { name: 'Innkalling' }).click();
  await expect(page.getByRole('table', { name: 'Mottakere' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send til visning' })).toBeVisible();

  // Dated yesterday, the meeting is held: its date no longer changes and no notice goes out after it.
  await page.getByRole('tab', { name: 'Innstillinger' }).click();
  await page.getByLabel('Dato').fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(page.getByText('Innstillingene er lagret.')).toBeVisible();
  await expect(page.getByText('Generalforsamlingen er avholdt. Dato, tid og saksliste kan ikke lenger endres.')).toBeVisible();
  await expect(page.getByLabel('Dato')).toBeDisabled();
  await page.getByRole('tab', { name: 'Innkalling' }).click();
  await expect(page.getByText('Generalforsamlingen har begynt. Innkallingen kan ikke sendes etter møtetidspunktet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send til visning' })).toHaveCount(0);

  // Listed among the company's general meetings.
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await expect(page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(projectName) })).toBeVisible();
});
