import { expect as baseExpect } from '@playwright/test';
import { test } from '../../support/test';
import { readFile } from 'node:fs/promises';
import { demoCompanies } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

/** The machine is shared, and the notices go through the job queue and the outbox: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 60_000 });

test('the admin makes a batch for the three demo companies from the portfolio, sees their three projects, sends all notices, sees each delivered and reads one notice PDF with its own company', async ({ page }) => {
  test.setTimeout(300_000);
  const projectName = `Generalforsamlinger ${Date.now()}`;
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);

  // The portfolio's batch projects, and the wizard: every administered company, the decisions, the name.
  await page.getByRole('tab', { name: 'Fellesprosjekter' }).click();
  await expect(page.getByRole('heading', { name: 'Fellesprosjekter' })).toBeVisible();
  await page.getByRole('button', { name: 'Nytt fellesprosjekt' }).click();
  const wizard = page.getByRole('dialog', { name: 'Nytt fellesprosjekt' });
  const companies = wizard.getByRole('group', { name: 'Selskaper' });
  for (const { name } of demoCompanies) await expect(companies.getByRole('checkbox', { name: new RegExp(name) })).not.toBeChecked();
  await companies.getByRole('checkbox', { name: 'Velg alle' }).check();
  for (const { name } of demoCompanies) await expect(companies.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
  const decisions = wizard.getByRole('group', { name: 'Vedtak' });
  // A batch offers only the decisions seed 002 allows it: no dividend.
  await expect(decisions.getByRole('checkbox', { name: 'Utbytte' })).toHaveCount(0);
  await decisions.getByRole('checkbox', { name: 'Godkjenning av årsregnskap og årsberetning' }).check();
  // The name follows the decisions chosen (today's date and their titles) until one is written.
  await expect(wizard.getByLabel('Prosjektnavn')).toHaveValue(/^\d{4}-\d{2}-\d{2} Godkjenning av årsregnskap og årsberetning$/);
  await wizard.getByLabel('Prosjektnavn').fill(projectName);
  await wizard.getByRole('button', { name: 'Opprett' }).click();

  // The overview: the three companies' projects, none sent yet.
  await expectPath(page, /\/portfolio\/all\/batch-projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  const table = page.getByRole('table', { name: 'Selskapenes prosjekter' });
  await expect(table.getByRole('row')).toHaveCount(1 + demoCompanies.length);
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
  for (const { name } of demoCompanies) {
    await expect(rowOf(name).getByText('Ikke sendt')).toBeVisible();
    await expect(rowOf(name).getByRole('button', { name: `Send innkalling for ${name}` })).toBeVisible();
  }

  // A company's own project, reached from the overview, is its general meeting; its notice is sent from the batch, not there.
  const [nordlys, bergfjell] = demoCompanies;
  await table.getByRole('link', { name: `Åpne prosjektet for ${nordlys!.name}` }).click();
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await page.getByRole('tab', { name: 'Innkalling' }).click();
  await expect(page.getByText('Prosjektet er en del av et fellesprosjekt. Innkallingen sendes fra fellesprosjektets oversikt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send til visning' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Åpne fellesprosjektet' }).click();
  await expect(table).toBeVisible();

  // Send all: each company's notice goes out, and each row follows its delivery to the end.
  await page.getByRole('button', { name: 'Send alle innkallinger' }).click();
  const send = page.getByRole('dialog', { name: 'Send alle innkallingene' });
  await send.getByRole('radio', { name: 'Åpen: lenken åpner innkallingen' }).check();
  await send.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Innkallingene sendes nå.')).toBeVisible();
  for (const { name } of demoCompanies) {
    await expect(rowOf(name).getByText('Sendt', { exact: true })).toBeVisible();
    await expect(rowOf(name).getByText(/^([1-9]\d*) av \1 levert$/)).toBeVisible();
    await expect(rowOf(name).getByRole('button', { name: /^Send innkalling/ })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Send alle innkallinger' })).toBeDisabled();

  // One company's notice PDF, read as its holders read it: its own name and number, the meeting, the decision, no editor JSON.
  const downloading = page.waitForEvent('download');
  await rowOf(nordlys!.name).getByRole('button', { name: 'Innkalling (PDF)' }).click();
  const text = (await pdfText(await readFile((await (await downloading).path())!))).join(' ').replace(/\s+/g, ' ');
  expect(text).toContain(nordlys!.name);
  expect(text).toContain(`Org.nr. ${nordlys!.organisationNumber}`);
  expect(text).not.toContain(bergfjell!.name);
  expect(text).toContain(projectName);
  expect(text).toContain('Godkjenning av årsregnskap og årsberetning');
  expect(text).toMatch(/\d{1,2}\. [a-zø]+ \d{4} 12:00–14:00/);
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).toContain('Generalforsamlingen godkjenner styrets forslag til årsregnskap');
  expect(text).not.toContain('{"type"');
});
