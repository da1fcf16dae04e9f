import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoNamesakes } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('the live meeting tells two shareholders of the same name apart by birth year', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('link', { name: /Ordinær generalforsamling(?! \d{13})/ }).click();
  await expectPath(page, /\/general-meeting-preview\/[0-9a-f-]{36}$/);
  await page.getByRole('tab', { name: 'Direkte møte' }).click();
  const attendance = page.getByRole('table', { name: 'Oppmøte' });
  for (const year of demoNamesakes.birthYears) {
    const row = attendance.getByRole('row').filter({ hasText: `${demoNamesakes.name} (f. ${year})` });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Registrer oppmøte' }).click();
    await expect(row.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
  }
  // Present, both are in the voting table, still told apart.
  const voting = page.getByRole('table', { name: 'Avstemning' });
  for (const year of demoNamesakes.birthYears) await expect(voting.getByRole('row').filter({ hasText: `${demoNamesakes.name} (f. ${year})` })).toHaveCount(1);
});
