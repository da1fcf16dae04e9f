import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('each general meeting matter shows its catalogue majority, changed only by an explicit choice', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('link', { name: /Ordinær generalforsamling(?! \d{13})/ }).first().click();
  await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);

  // The demo's change of the articles is voted on by two thirds, chosen explicitly for its freetext matter.
  const articles = page.getByRole('region', { name: 'Sak 3: Endring av vedtektene' });
  await expect(articles.getByTestId('decision-majority')).toHaveText(
    'Kvalifisert flertall (to tredeler av avgitte stemmer og av representert aksjekapital), valgt i stedet for standardkravet: Alminnelig flertall. Protokollen viser valget.',
  );
  await expect(articles.getByRole('checkbox', { name: 'Velg et annet flertallskrav' })).toBeChecked();

  const accounts = page.getByRole('region', { name: 'Sak 1: Godkjenning av årsregnskap og årsberetning' });
  await expect(accounts.getByTestId('decision-majority')).toHaveText('Alminnelig flertall, som loven krever for denne sakstypen.');
  await expect(accounts.getByRole('combobox', { name: 'Flertallskrav for saken' })).toHaveCount(0);
  // The notice is out, so the matters are read-only until it is reopened.
  await expect(accounts.getByRole('checkbox', { name: 'Velg et annet flertallskrav' })).toBeDisabled();
  await page.getByRole('button', { name: 'Gjenåpne Innkalling til generalforsamling' }).click();
  await page.getByRole('dialog', { name: 'Gjenåpne dokumentet?' }).getByRole('button', { name: 'Gjenåpne' }).click();
  await expect(accounts.getByRole('checkbox', { name: 'Velg et annet flertallskrav' })).toBeEnabled();
  await accounts.getByRole('checkbox', { name: 'Velg et annet flertallskrav' }).click();
  await expect(accounts.getByTestId('decision-majority')).toContainText('Kvalifisert flertall');
  await expect(accounts.getByTestId('decision-majority')).toContainText('valgt i stedet for standardkravet: Alminnelig flertall');
  await accounts.getByRole('combobox', { name: 'Flertallskrav for saken' }).click();
  await page.getByRole('option', { name: 'Enstemmighet' }).click();
  await expect(accounts.getByTestId('decision-majority')).toContainText('Enstemmighet, valgt i stedet for standardkravet');
  // Back to the catalogue's default.
  await accounts.getByRole('checkbox', { name: 'Velg et annet flertallskrav' }).click();
  await expect(accounts.getByTestId('decision-majority')).toHaveText('Alminnelig flertall, som loven krever for denne sakstypen.');
});
