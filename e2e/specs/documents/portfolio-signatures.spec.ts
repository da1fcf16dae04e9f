import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { samplePdf } from '@andel/domain/testing';
import { latestEmailTo } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(samplePdf(name)) });

test('an admin sends a PDF through the portfolio wizard to a signer for Nordlys Teknologi AS, sees it under sent, and the signer gets the link', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('tablist', { name: 'Porteføljens deler' }).getByRole('tab', { name: 'Oppfølging' }).click();
  await expectPath(page, /\/portfolio\/all\/follow-up\/signatures(\/[a-z]+)?$/);
  await page.getByRole('button', { name: 'Send dokumenter til signering' }).click();
  const wizard = page.getByRole('dialog', { name: 'Send dokumenter til signering' });

  const chooser = wizard.getByLabel('Velg PDF-filer');
  await chooser.setInputFiles([pdf('Styrefullmakt.pdf'), { name: 'Notat.txt', mimeType: 'text/plain', buffer: Buffer.from('hei') }]);
  await expect(wizard.getByText('Ugyldig filformat: Notat.txt.', { exact: false })).toBeVisible();
  await chooser.setInputFiles([pdf('Styrefullmakt.pdf')]);
  await expect(wizard.getByText('Allerede lagt til: Styrefullmakt.pdf')).toBeVisible();
  await wizard.getByRole('button', { name: 'Neste' }).click();

  const document = wizard.getByRole('group', { name: 'Styrefullmakt.pdf' });
  await document.getByRole('combobox', { name: 'Selskap' }).click();
  await page.getByRole('option', { name: nordlys.name }).click();
  await document.getByRole('combobox', { name: 'Målmappe' }).click();
  await page.getByRole('option', { name: 'Administrasjonsarkiv', exact: false }).first().click();
  const signer = wizard.getByRole('group', { name: 'Signatarer 1' });
  await signer.getByRole('textbox', { name: 'Navn' }).fill('Sigrid Signer');
  await signer.getByRole('textbox', { name: 'E-post' }).fill('sigrid.portfolio@example.no');
  await signer.getByRole('combobox', { name: 'Signeringsmetode' }).click();
  await page.getByRole('option', { name: 'Engangskode på e-post' }).click();
  await wizard.getByRole('button', { name: 'Send til signering' }).click();
  await expect(wizard).toBeHidden();

  await page.getByRole('tablist', { name: 'Signeringer' }).getByRole('tab', { name: /^Sendt til signering/ }).click();
  await expectPath(page, /\/portfolio\/all\/follow-up\/signatures\/sent$/);
  await expect(page.getByRole('list', { name: 'Sendt til signering' }).getByRole('listitem').filter({ hasText: 'Styrefullmakt.pdf' })).toContainText(nordlys.name);

  let link: string | undefined;
  await expect.poll(async () => (link = /\/sign\?ref=[A-Za-z0-9_-]+/.exec((await latestEmailTo('sigrid.portfolio@example.no')).text ?? '')?.[0]), { timeout: 30_000 }).toBeTruthy();
  const signerPage = await (await page.context().browser()!.newContext()).newPage();
  // A link taken from the email.
  await signerPage.goto(link!);
  await expect(signerPage.getByText(/Du signerer som .* med Engangskode på e-post\./)).toBeVisible();
});

test('the company-level signatures page shows the company\'s tabs', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Signeringer');
  await expectPath(page, new RegExp(`/company/${nordlys.organisationNumber}/follow-up/signatures/(pending|signed|sent|sealed)$`));
  await expect(page.getByRole('heading', { name: 'Signeringer' })).toBeVisible();
  await page.getByRole('tab', { name: /Sendt til signering/ }).click();
  await expectPath(page, new RegExp(`/company/${nordlys.organisationNumber}/follow-up/signatures/sent$`));
});
