import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { readFile } from 'node:fs/promises';
import { openCompanyFromPortfolio, openFromCompanyMenu, openGeneralMeetingByName, openProjectByName } from '../../support/navigation.helpers';
import { signWithEmailCode } from '../../support/signing.helpers';
import { subscribeAndSign } from '../../support/subscription.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
const nordlys = demoCompanies[0];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stepOf = (decision: Locator, name: string) => decision.getByRole('list', { name: 'Oppfølgingstrinn' }).getByRole('listitem', { name, exact: true });

/** The follow-up of matters, decisions tab: the project's increase of share capital. */
const followUpOf = async (page: Page, projectName: string) => {
  await openFromCompanyMenu(page, 'Oppfølging av saker');
  await page.getByRole('tab', { name: 'Vedtak' }).click();
  return page.getByRole('main').getByRole('region').filter({ hasText: projectName });
};

test('an increase of share capital decided at a general meeting: subscribed, allocated, confirmed, notified and applied, until the follow-up shows every step complete', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const tag = [...String(stamp)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
  const projectName = `Emisjon vedtatt ${stamp}`;
  const kari = { name: `Kari Vedtatt-${tag}`, email: `kari-vedtatt-${stamp}@example.no` };
  const ola = { name: `Ola Vedtatt-${tag}`, email: `ola-vedtatt-${stamp}@example.no` };

  await test.step('the admin drafts a private placement with quick setup in a project with a general meeting', async () => {
    await signInAs(page, 'admin');
    await openCompanyFromPortfolio(page, nordlys.name);
    await openFromCompanyMenu(page, 'Prosjekter');
    await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
    const create = page.getByRole('dialog', { name: 'Nytt prosjekt' });
    await create.getByRole('checkbox', { name: 'Kapitalforhøyelse', exact: true }).check();
    await create.getByLabel('Prosjektnavn').fill(projectName);
    await create.getByRole('button', { name: 'Opprett' }).click();
    await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
    const form = page.getByRole('region', { name: 'Kapitalforhøyelse', exact: true });
    await form.getByRole('button', { name: 'Rettet kontantemisjon' }).click();
    await form.getByRole('button', { name: 'Legg til person' }).click();
    await form.getByRole('button', { name: 'Legg til person' }).click();
    for (const [index, subscriber, shares] of [[1, kari, '6000000'], [2, ola, '4000000']] as const) {
      const region = form.getByRole('region', { name: `Tegner ${index}` });
      await region.getByLabel('Navn').fill(subscriber.name);
      await region.getByLabel('E-post').fill(subscriber.email);
      await region.getByLabel('Aksjer tegnet, A').fill(shares);
    }
    await form.getByLabel('Vedtektenes paragraf om aksjekapitalen').fill('4');
    await form.getByRole('radiogroup', { name: 'Tegnes aksjene på særskilt tegningsblankett?' }).getByRole('radio', { name: 'Ja' }).check();
    await form.getByLabel('Tegningsperioden starter').fill(day(0));
    await form.getByLabel('Tegningsperioden slutter').fill(day(14));
    await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
    await expect(page.getByText('Kapitalforhøyelsen er lagret.')).toBeVisible();
    for (const document of ['Innkalling til generalforsamling', 'Generalforsamlingsprotokoll']) {
      if (await page.getByRole('button', { name: `Fjern ${document}`, exact: true }).count()) continue;
      await page.getByRole('combobox', { name: 'Legg til dokument' }).click();
      await page.getByRole('option', { name: document }).click();
      await expect(page.getByRole('button', { name: `Fjern ${document}`, exact: true })).toBeVisible();
    }
  });

  await test.step('the general meeting, held today with a co-signer, adopts it with the votes of a holder in the room', async () => {
    await openGeneralMeetingByName(page, projectName);
    await page.getByRole('tab', { name: 'Innstillinger' }).click();
    await page.getByLabel('Dato').fill(day(0));
    await page.getByLabel('Starttid').fill('09:00');
    await page.getByLabel('Sluttid').fill('10:00');
    await page.getByRole('combobox', { name: 'Medundertegner' }).click();
    await page.getByRole('option', { name: 'Per Olsen' }).click();
    await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
    await expect(page.getByText('Innstillingene er lagret.')).toBeVisible();

    // The notice goes to the holders, who are then the meeting's participants.
    await page.getByRole('tab', { name: 'Innkalling' }).click();
    await page.getByRole('button', { name: 'Send til visning' }).click();
    const send = page.getByRole('dialog', { name: 'Send innkallingen til visning' });
    await send.getByRole('radio', { name: 'Åpen: lenken åpner innkallingen' }).check();
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Innkallingen er sendt.').first()).toBeVisible();

    await page.getByRole('tab', { name: 'Direkte møte' }).click();
    await page.getByRole('button', { name: 'Start generalforsamlingen' }).click();
    await page.getByRole('dialog', { name: 'Starte generalforsamlingen?' }).getByRole('button', { name: 'Start generalforsamlingen' }).click();
    await expect(page.getByTestId('live-meeting-status')).toHaveText('Direkte');
    await page.getByTestId('live-step-registration').getByRole('button', { name: 'Start avstemning' }).click();
    const inRoom = page.getByRole('table', { name: 'Oppmøte' }).getByRole('row').filter({ has: page.getByRole('button', { name: 'Registrer oppmøte' }) }).first();
    const holder = (await inRoom.getByRole('cell').first().innerText()).trim();
    await inRoom.getByRole('button', { name: 'Registrer oppmøte' }).click();
    const present = page.getByRole('table', { name: 'Oppmøte' }).getByRole('row').filter({ has: page.getByRole('cell', { name: holder, exact: true }) });
    await expect(present.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();

    const increaseStep = page.locator('[data-testid^="live-step-"]').filter({ hasText: 'Kapitalforhøyelse' });
    await increaseStep.getByRole('button', { name: 'Start avstemning' }).click();
    await page.getByRole('combobox', { name: 'Sak' }).click();
    await page.getByRole('option', { name: /Kapitalforhøyelse/ }).click();
    const vote = page.getByRole('table', { name: 'Avstemning' }).getByRole('row').filter({ has: page.getByRole('cell', { name: holder, exact: true }) });
    await vote.getByRole('button', { name: 'For', exact: true }).click();
    await expect(vote.getByRole('cell', { name: 'For', exact: true })).toBeVisible();
    await increaseStep.getByRole('button', { name: 'Stopp avstemning' }).click();
    await expect(increaseStep).toContainText('Ferdig');
    await page.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
    await page.getByRole('dialog', { name: 'Avslutte generalforsamlingen?' }).getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
    await expect(page.getByTestId('live-meeting-status')).toHaveText('Avsluttet');
  });

  await test.step('the minutes say it was adopted; the chair and the co-signer sign them from their emails and they are sealed', async () => {
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    const minutes = page.getByRole('region', { name: 'Protokoll fra generalforsamlingen' });
    await expect(minutes.getByRole('table', { name: 'Avstemningsresultater' }).getByRole('row').filter({ hasText: 'Kapitalforhøyelse' })).toContainText('Vedtatt');
    await minutes.getByRole('button', { name: 'Send til signering' }).click();
    await page.getByRole('dialog', { name: 'Send protokollen til signering' }).getByRole('button', { name: 'Send til signering' }).click();
    await expect(minutes.getByTestId('document-signing-status')).toContainText('Sendt til signering: 0 av 2 har signert');
    await signWithEmailCode(browser, 'styre@andel.demo', projectName);
    await signWithEmailCode(browser, 'per.olsen@andel.demo', projectName);
    await page.reload();
    await expect(minutes.getByTestId('document-signing-status')).toContainText('Signert og forseglet (2 av 2)');
  });

  await test.step('decided, the follow-up lists its steps; the subscribers sign their forms, the shares are allocated and entered in the register', async () => {
    const decided = await followUpOf(page, projectName);
    await expect(stepOf(decided, 'Se tegnere')).toContainText('2 tegnere');
    await expect(stepOf(decided, 'Send tegningsblanketter')).toContainText('Klar');
    await expect(stepOf(decided, 'Før inn i aksjeeierboken')).toContainText('Klar');

    await openProjectByName(page, projectName);
    // The decided matter reads only; what follows the decision can still be done.
    const form = page.getByRole('region', { name: 'Kapitalforhøyelse', exact: true });
    await expect(form.getByLabel('Vedtektenes paragraf om aksjekapitalen')).toBeDisabled();
    const status = page.getByRole('region', { name: 'Tegningsstatus' });
    await status.getByRole('button', { name: 'Send tegningsblanketter til signering' }).click();
    await page.getByRole('dialog', { name: 'Send tegningsblanketter til signering' }).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Tegningsblankettene er sendt til signering.')).toBeVisible();
    await subscribeAndSign(browser, nordlys.name, kari.email, '6000000');
    await subscribeAndSign(browser, nordlys.name, ola.email, '4000000');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tegningsstatus' })).toContainText(new RegExp(`${ola.name}A: 4\\s000\\s000 av 4\\s000\\s000 aksjer tegnet · Signert`));

    const allocation = page.getByRole('region', { name: 'Tildeling', exact: true });
    const round = allocation.getByRole('region', { name: 'Runde 1: A' });
    await round.getByRole('button', { name: 'Foreslå tildeling' }).click();
    await expect(round.getByLabel(`Tildelt: ${kari.name}`)).toHaveValue('6000000');
    await allocation.getByRole('button', { name: 'Bekreft tildeling' }).click();
    await expect(round.getByText('Igjen å tildele: 0')).toBeVisible();
    await allocation.getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
    await expect(allocation.getByText(/Ført inn i aksjeeierboken \d{4}-\d{2}-\d{2}, ikke registrert i Foretaksregisteret ennå\./)).toBeVisible();
  });

  await test.step('the contribution confirmation is uploaded and the register notification downloaded and marked sent: every step complete', async () => {
    const decision = await followUpOf(page, projectName);
    const attachment = stepOf(decision, 'Vedlegg');
    await attachment.locator('input[type=file]').setInputFiles({ name: 'bekreftelse-innskudd.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await expect(page.getByText('Filen er lastet opp.')).toBeVisible();
    await expect(attachment.getByRole('button', { name: 'Last ned bekreftelse-innskudd.pdf' })).toBeVisible();
    const notification = stepOf(decision, 'Send registermelding');
    const downloading = page.waitForEvent('download');
    await notification.getByRole('button', { name: 'Last ned meldingen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // Read back as the register's officer would: the notification in Norwegian, the subscription list, no raw data.
    const text = (await pdfText(new Uint8Array(await readFile((await download.path())!)))).join(' ').replace(/\s+/g, ' ');
    expect(text).not.toContain('{"');
    for (const expected of ['Registermelding', 'Til Foretaksregisteret', nordlys.organisationNumber, `${kari.name}: 6 000 000 aksjer`, `${ola.name}: 4 000 000 aksjer`, 'bekreftelse-innskudd.pdf']) expect(text).toContain(expected);
    // Produced: the step is under way until the notification is marked sent.
    await expect(notification).toContainText('Pågår');
    await notification.getByRole('button', { name: 'Merk som sendt' }).click();
    await expect(page.getByText('Meldingen er merket som sendt.')).toBeVisible();
    for (const step of ['Se tegnere', 'Send tegningsblanketter', 'Tegning', 'Tildeling av aksjer', 'Vedlegg', 'Send registermelding', 'Før inn i aksjeeierboken']) {
      await expect(stepOf(decision, step)).toContainText('Fullført');
    }
  });
});
