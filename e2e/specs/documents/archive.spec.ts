import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { samplePdf } from '@andel/domain/testing';
import { openCompanyArchive } from '../../support/governance-navigation.helpers';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';
import { dropFile, dropFiles, rowOf } from '../../support/archive.helpers';

const nordlys = demoCompanies[0];

const moreActions = (page: Page, name: string) => page.getByRole('button', { name: `Flere handlinger for ${name}` });

test('an admin drops a PDF into the archive, previews it, files it in a new folder, deletes it to the trash and restores it', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Arkiv');
  const breadcrumbs = page.getByRole('navigation', { name: 'Plassering' });
  await expect(breadcrumbs.getByText('Administrasjonsarkiv')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Avtaler', exact: true })).toBeVisible();

  await dropFile(page, 'Styrevedtak.pdf', samplePdf('Styrevedtak'));
  await expect(page.getByText('Filer lastet opp: 1.')).toBeVisible();
  await expect(rowOf(page, 'Styrevedtak.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Styrevedtak.pdf', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Forhåndsvisning av Styrevedtak.pdf' });
  await expect(preview.locator('iframe[title="Forhåndsvisning av Styrevedtak.pdf"]')).toBeVisible();
  const shown = await page.evaluate(async (src) => {
    const response = await fetch(src);
    return { status: response.status, type: response.headers.get('content-type'), frame: response.headers.get('x-frame-options') };
  }, (await preview.locator('iframe').getAttribute('src'))!);
  expect(shown).toEqual({ status: 200, type: 'application/pdf', frame: 'SAMEORIGIN' });
  await preview.getByRole('button', { name: 'Lukk' }).click();

  await page.getByRole('button', { name: 'Ny mappe' }).click();
  const folderDialog = page.getByRole('dialog', { name: 'Ny mappe' });
  await folderDialog.getByLabel('Mappenavn').fill('Vedtak 2026');
  await folderDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Mappen er opprettet.')).toBeVisible();
  await expect(rowOf(page, 'Vedtak 2026')).toBeVisible();

  await moreActions(page, 'Styrevedtak.pdf').click();
  await page.getByRole('menuitem', { name: 'Flytt' }).click();
  const move = page.getByRole('dialog', { name: 'Flytt Styrevedtak.pdf' });
  await move.getByLabel('Flytt til').click();
  await page.getByRole('option', { name: 'Administrasjonsarkiv / Vedtak 2026' }).click();
  const moveButton = move.getByRole('button', { name: 'Flytt' });
  await expect(moveButton).toBeDisabled();
  await move.getByLabel('Ja, flytt Styrevedtak.pdf hit').check();
  await moveButton.click();
  await expect(page.getByText('Flyttet.')).toBeVisible();
  await expect(rowOf(page, 'Styrevedtak.pdf')).toHaveCount(0);

  await page.getByRole('button', { name: 'Vedtak 2026', exact: true }).click();
  await expect(breadcrumbs.getByText('Vedtak 2026')).toBeVisible();
  await expect(rowOf(page, 'Styrevedtak.pdf')).toBeVisible();

  await moreActions(page, 'Styrevedtak.pdf').click();
  await page.getByRole('menuitem', { name: 'Slett' }).click();
  await expect(page.getByText('Flyttet til papirkurven.')).toBeVisible();
  await expect(page.getByText('Mappen er tom.')).toBeVisible();

  await page.getByRole('navigation', { name: 'Rotmapper' }).getByRole('link', { name: 'Papirkurv' }).click();
  await expect(breadcrumbs.getByText('Papirkurv')).toBeVisible();
  // In the trash a name is no button: a click on it changes nothing; restoring is its own action.
  const trashed = page.getByRole('row').filter({ hasText: 'Styrevedtak.pdf' });
  await expect(trashed.getByRole('button', { name: 'Styrevedtak.pdf', exact: true })).toHaveCount(0);
  await trashed.getByText('Styrevedtak.pdf').click();
  await expect(breadcrumbs.getByText('Papirkurv')).toBeVisible();
  await expect(page.getByText('Gjenopprettet.')).toHaveCount(0);
  await moreActions(page, 'Styrevedtak.pdf').click();
  await expect(page.getByRole('menuitem', { name: 'Slett permanent' })).toBeVisible();
  await page.keyboard.press('Escape');
  await trashed.getByRole('button', { name: 'Gjenopprett Styrevedtak.pdf' }).click();
  await expect(page.getByText('Gjenopprettet.')).toBeVisible();
  await expect(breadcrumbs.getByText('Vedtak 2026')).toBeVisible();
  await expect(rowOf(page, 'Styrevedtak.pdf')).toBeVisible();
});

test('a drop of several files where one is refused uploads the good ones and lists the refused with its reason', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlys.name);
  await openFromCompanyMenu(page, 'Arkiv');
  await expect(page.getByRole('navigation', { name: 'Plassering' }).getByText('Administrasjonsarkiv')).toBeVisible();
  const stamp = Date.now();
  await dropFiles(page, [
    { name: `Referat ${stamp}.pdf`, bytes: samplePdf('Referat') },
    { name: `Falsk ${stamp}.pdf`, bytes: new TextEncoder().encode('ikke en pdf') },
    { name: `Vedlegg ${stamp}.pdf`, bytes: samplePdf('Vedlegg') },
  ]);
  await expect(page.getByText('Filer lastet opp: 2.')).toBeVisible();
  await expect(rowOf(page, `Referat ${stamp}.pdf`)).toBeVisible();
  await expect(rowOf(page, `Vedlegg ${stamp}.pdf`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Falsk ${stamp}.pdf` })).toHaveCount(0);
  const refused = page.getByRole('list', { name: 'Disse filene ble ikke lastet opp:' });
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await expect(refused.getByRole('listitem')).toContainText(`Falsk ${stamp}.pdf: Ugyldig fil: Falsk ${stamp}.pdf. Innholdet stemmer ikke med filtypen`);
});

test('a custom role that may view but not edit the board archive reads it without edit actions, and the server refuses changes', async ({ page }) => {
  await signInAs(page, 'accountant');
  await openCompanyArchive(page, nordlys.name);
  const breadcrumbs = page.getByRole('navigation', { name: 'Plassering' });
  await expect(breadcrumbs.getByText('Styrearkiv')).toBeVisible();
  const roots = page.getByRole('navigation', { name: 'Rotmapper' });
  await expect(roots.getByRole('link', { name: 'Administrasjonsarkiv' })).toHaveCount(0);
  await expect(roots.getByRole('link', { name: 'Papirkurv' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Styredokumenter', exact: true }).click();
  await expect(rowOf(page, 'Styreinstruks.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ny mappe' })).toHaveCount(0);
  await expect(page.getByText('Last opp filer')).toHaveCount(0);
  await moreActions(page, 'Styreinstruks.pdf').click();
  await expect(page.getByRole('menuitem', { name: 'Last ned', exact: true })).toBeVisible();
  for (const action of ['Gi nytt navn', 'Flytt', 'Slett']) await expect(page.getByRole('menuitem', { name: action })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const statuses = await page.evaluate(async (orgNo) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((cookie) => cookie.startsWith('andel.csrf='))?.split('=')[1] ?? '');
    const post = (path: string, body: unknown) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: JSON.stringify(body) }).then((response) => response.status);
    return [await post('/api/archive/create-folder', { organisationNumber: orgNo, name: 'Ulovlig', rootFolder: 'board-archive' })];
  }, nordlys.organisationNumber);
  expect(statuses).toEqual([403]);
});

test('an admin makes a custom archive and gives the accountant role read access: the role sees it without edit actions', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await openCompanyArchive(page, nordlys.name, 'Egne arkiver');
  const breadcrumbs = page.getByRole('navigation', { name: 'Plassering' });
  await expect(breadcrumbs.getByText('Egne arkiver')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revisjon', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ny mappe' }).click();
  const folderDialog = page.getByRole('dialog', { name: 'Ny mappe' });
  await folderDialog.getByLabel('Mappenavn').fill('Ledelse');
  await folderDialog.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Mappen er opprettet.')).toBeVisible();
  await page.getByRole('button', { name: 'Ledelse', exact: true }).click();
  await expect(breadcrumbs.getByText('Ledelse')).toBeVisible();
  await dropFile(page, 'Strategi.pdf', samplePdf('Strategi'));
  await expect(rowOf(page, 'Strategi.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Tilganger (0)' }).click();
  const permissions = page.getByRole('dialog', { name: 'Tilganger til Ledelse' });
  await permissions.getByLabel('Tilgang for Regnskapsfører').click();
  await page.getByRole('option', { name: 'Lese' }).click();
  await permissions.getByRole('button', { name: 'Lagre' }).click();
  await expect(page.getByText('Tilgangene er lagret.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tilganger (1)' })).toBeVisible();

  const accountant = await (await browser.newContext()).newPage();
  await signInAs(accountant, 'accountant');
  await openCompanyArchive(accountant, nordlys.name, 'Egne arkiver');
  await expect(accountant.getByRole('button', { name: 'Revisjon', exact: true })).toBeVisible();
  await accountant.getByRole('button', { name: 'Ledelse', exact: true }).click();
  await expect(rowOf(accountant, 'Strategi.pdf')).toBeVisible();
  await expect(accountant.getByRole('button', { name: 'Ny mappe' })).toHaveCount(0);
  await expect(accountant.getByRole('button', { name: /Tilganger/ })).toHaveCount(0);
  await moreActions(accountant, 'Strategi.pdf').click();
  await expect(accountant.getByRole('menuitem', { name: 'Last ned' })).toBeVisible();
  for (const action of ['Gi nytt navn', 'Flytt', 'Slett']) await expect(accountant.getByRole('menuitem', { name: action })).toHaveCount(0);
});
