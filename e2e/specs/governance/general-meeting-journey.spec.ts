import { expect as baseExpect, type Download, type Locator, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { readFile } from 'node:fs/promises';
import { demoCompanies } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { latestEmailToAbout, latestEmailWithSubject, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { signWithEmailCode } from '../../support/signing.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
const company = demoCompanies[0];
const org = company.organisationNumber;
const proposal = 'Generalforsamlingen vedtar et utbytte på 1 250,50 kroner.';
const videoLink = 'https://meet.example.com/generalforsamling';
/** The holders by their notice address: the giver of a power of attorney (the demo shareholder, Ola Berg), the proxy, one who attends online, one who attends in the room. */
const holderEmail = (number: number) => `aksjonaer${number}@${org}.demo`;
const emails = { giver: holderEmail(1), proxy: holderEmail(4), online: holderEmail(5), inRoom: holderEmail(6) };

/** Clicks what downloads a PDF and reads it back as a reader would: its text, runs of white space as one space. */
const downloadedText = async (page: Page, click: () => Promise<void>) => {
  const downloading = page.waitForEvent('download');
  await click();
  const download: Download = await downloading;
  return (await pdfText(new Uint8Array(await readFile((await download.path())!)))).join(' ').replace(/\s+/g, ' ');
};

/** The meeting's date as a Norwegian reader writes it ("12. desember 2026"), never as YYYY-MM-DD. */
const norwegianDate = (isoDate: string) => new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** A table's row whose cell reads exactly the holder's name (another holder's name may contain it). */
const rowOf = (table: Locator, name: string) => table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });

const newPage = async (page: Page) => (await page.context().browser()!.newContext()).newPage();

test('a general meeting from sign-in to the sealed minutes, by clicking: created, noticed (the notice PDF in Norwegian dates with the video link offered), a power of attorney with an instruction, a holder and a proxy voting live in their own browsers while the admin watches the tallies move and registers a vote in the room, ended, the minutes refused without a co-signer, signed from the emailed links and sealed, then read by the holder in the shareholder portal and mailed only as the sealed copy', async ({ page }) => {
  test.setTimeout(600_000);
  const projectName = `Generalforsamling reise ${Date.now()}`;
  const meetingDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const meetingTime = `${norwegianDate(meetingDate)} 17:00–18:00`;
  const names: Record<keyof typeof emails, string> = { giver: '', proxy: '', online: '', inRoom: '' };
  const links: Partial<Record<keyof typeof emails, string>> = {};

  await test.step('the admin creates the project with a dividend, its notice and its minutes', async () => {
    await signInAs(page, 'admin');
    await openCompanyFromPortfolio(page, company.name);
    await openFromCompanyMenu(page, 'Prosjekter');
    await page.getByRole('button', { name: 'Nytt prosjekt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt prosjekt' });
    await dialog.getByRole('checkbox', { name: 'Utbytte', exact: true }).check();
    await dialog.getByLabel('Prosjektnavn').fill(projectName);
    await dialog.getByRole('button', { name: 'Opprett' }).click();
    await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
    const matter = page.getByRole('region', { name: /^Sak 1:/ });
    // The dividend's fields: an amount per share of each class and the payment date.
    for (const shareClass of ['A-aksjer', 'B-aksjer']) await matter.getByLabel(`${shareClass}: beløp per aksje`).fill('12');
    await matter.getByLabel('Utbetalingsdato').fill('2026-12-30');
    await matter.getByLabel('Sakstekst (Norsk)').fill(proposal);
    // Written in Norwegian only: the other languages are removed.
    await matter.getByRole('button', { name: 'Fjern Svensk' }).click();
    await matter.getByRole('button', { name: 'Fjern Engelsk' }).click();
    await matter.getByRole('button', { name: 'Lagre sak 1' }).click();
    await expect(page.getByText('Saken er lagret.')).toBeVisible();
    for (const document of ['Innkalling til generalforsamling', 'Generalforsamlingsprotokoll']) {
      await page.getByRole('combobox', { name: 'Legg til dokument' }).click();
      await page.getByRole('option', { name: document }).click();
      await expect(page.getByRole('button', { name: `Fjern ${document}`, exact: true })).toBeVisible();
    }
  });

  await test.step('the admin sets the meeting: date, time, held in the app, a video link; the minutes published once sealed', async () => {
    await openFromCompanyMenu(page, 'Generalforsamlinger');
    await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(projectName) }).click();
    await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
    await page.getByRole('tab', { name: 'Innstillinger' }).click();
    await page.getByLabel('Dato').fill(meetingDate);
    await page.getByLabel('Starttid').fill('17:00');
    await page.getByLabel('Sluttid').fill('18:00');
    await page.getByRole('combobox', { name: 'Møteform' }).click();
    await page.getByRole('option', { name: 'Elektronisk generalforsamling' }).click();
    await page.getByLabel('Videolenke til møtet').fill(videoLink);
    await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
    await expect(page.getByText('Innstillingene er lagret.')).toBeVisible();
    await page.getByRole('tab', { name: 'Direkte møte' }).click();
    await page.getByRole('checkbox', { name: 'Publiser protokollen for aksjeeierne når generalforsamlingen avsluttes' }).check();
    // The settings' own message may still show from above: the save is awaited by its answer.
    const saved = page.waitForResponse((response) => response.url().endsWith('/save-settings') && response.ok());
    await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
    await saved;
  });

  await test.step('the notice tab lists the holders; its PDF reads in Norwegian with the link offered; the admin sends it', async () => {
    await page.getByRole('tab', { name: 'Innkalling' }).click();
    const addressees = page.getByRole('table', { name: 'Mottakere' });
    for (const [who, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
      const row = addressees.getByRole('row').filter({ hasText: email });
      await expect(row).toBeVisible();
      names[who] = (await row.getByRole('cell').first().innerText()).trim();
    }
    const text = await downloadedText(page, () => page.getByRole('button', { name: 'Forhåndsvis innkallingen (PDF)' }).click());
    expect(text).not.toContain('{"type"');
    expect(text).toContain(projectName);
    expect(text).toContain(`Utbytte ${proposal}`);
    // Dates as a Norwegian reads them (issue 24), and the video link given is offered, never "Tilbys ikke" beside it.
    expect(text).toContain(meetingTime);
    expect(text).not.toContain(meetingDate);
    expect(text).toContain(`Videolenke til møtet: ${videoLink}`);
    expect(text).toContain('Elektronisk deltakelse: Lenke til møtet er oppgitt i innkallingen');
    expect(text).not.toContain('Tilbys ikke');

    await page.getByRole('button', { name: 'Send til visning' }).click();
    const send = page.getByRole('dialog', { name: 'Send innkallingen til visning' });
    await send.getByRole('radio', { name: 'Åpen: lenken åpner innkallingen' }).check();
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Innkallingen er sendt.').first()).toBeVisible();
    // Each holder's personal link, read before the proxy's power-of-attorney email also names the meeting.
    for (const who of ['giver', 'proxy', 'online'] as const) {
      const mail = await latestEmailToAbout(emails[who], projectName);
      expect(mail.text).toContain(`${norwegianDate(meetingDate)} 17:00`);
      links[who] = linkIn(mail, '/notice-general-meeting/');
    }
  });

  const giverPage = await newPage(page);
  await test.step('the giver opens the emailed link, reads the proposal and gives the proxy a power of attorney with an instruction', async () => {
    await giverPage.goto(links.giver!);
    await expect(giverPage.getByRole('heading', { name: projectName })).toBeVisible();
    await expect(giverPage.getByText(`Tid: ${meetingTime}`)).toBeVisible();
    // Their shares and votes in Norwegian notation: thousands grouped by a space, a decimal comma.
    const ownership = giverPage.getByLabel('Dine aksjer på møtedagen');
    await expect(ownership.getByText(/^Aksjer: \d{1,3}( \d{3})*$/)).toBeVisible();
    await expect(ownership.getByText(/\(\d+,\d\d % av \d{1,3}( \d{3})*(,\d+)? stemmer\)/)).toBeVisible();
    await expect(giverPage.getByRole('list', { name: 'Dagsorden' }).getByText(proposal)).toBeVisible();
    await expect(giverPage.getByText('{"type"', { exact: false })).toHaveCount(0);
    await giverPage.getByRole('tab', { name: 'Gi fullmakt' }).click();
    await giverPage.getByRole('radio', { name: 'En annen aksjeeier' }).check();
    await giverPage.getByRole('combobox', { name: 'Aksjeeier' }).click();
    await expect(giverPage.getByRole('option', { name: names.giver, exact: true })).toHaveCount(0);
    await giverPage.getByRole('option', { name: names.proxy, exact: true }).click();
    await giverPage.getByRole('combobox', { name: /Utbytte/ }).click();
    await giverPage.getByRole('option', { name: 'Stem mot' }).click();
    await giverPage.getByRole('button', { name: 'Gi fullmakt' }).click();
    await expect(giverPage.getByText(`Fullmakt gitt til ${names.proxy}.`)).toBeVisible();
    await expect(giverPage.getByText(/Utbytte.*: Stem mot/)).toBeVisible();
    await page.getByRole('tab', { name: 'Fullmakter' }).click();
    await expect(page.getByText(`${names.giver} → ${names.proxy}`)).toBeVisible();
  });

  const proxyPage = await newPage(page);
  const onlinePage = await newPage(page);
  const attendance = page.getByRole('table', { name: 'Oppmøte' });
  const voting = page.getByRole('table', { name: 'Avstemning' });
  const totals = page.getByTestId('live-item-totals');
  const dividendStep = page.locator('[data-testid^="live-step-"]').filter({ hasText: 'Utbytte' });
  await test.step('the admin starts the meeting (confirmed) and opens registration; the proxy and a holder register from their links, the admin one in the room', async () => {
    await page.getByRole('tab', { name: 'Direkte møte' }).click();
    await expect(page.getByRole('link', { name: videoLink })).toBeVisible();
    await page.getByRole('button', { name: 'Start generalforsamlingen' }).click();
    await page.getByRole('dialog', { name: 'Starte generalforsamlingen?' }).getByRole('button', { name: 'Start generalforsamlingen' }).click();
    await expect(page.getByTestId('live-meeting-status')).toHaveText('Direkte');
    await page.getByTestId('live-step-registration').getByRole('button', { name: 'Start avstemning' }).click();
    await expect(page.getByTestId('live-step-registration')).toContainText('Åpen');
    for (const [participant, link] of [[proxyPage, links.proxy!], [onlinePage, links.online!]] as const) {
      // A link taken from the email.
      await participant.goto(link);
      await participant.getByRole('tab', { name: 'Møtet' }).click();
      await participant.getByRole('button', { name: 'Registrer oppmøte' }).click();
      await expect(participant.getByText('Alle du representerer, er registrert som til stede.')).toBeVisible();
    }
    // The proxy registered the giver too; the admin's table shows it without reload.
    const giverRow = rowOf(attendance, names.giver);
    await expect(giverRow.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
    await expect(giverRow.getByRole('cell', { name: names.proxy, exact: true })).toBeVisible();
    await expect(rowOf(attendance, names.online).getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
    const inRoomRow = rowOf(attendance, names.inRoom);
    await inRoomRow.getByRole('button', { name: 'Registrer oppmøte' }).click();
    await expect(inRoomRow.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
  });

  let finalTotals = '';
  await test.step('the dividend is put to the vote: the proxy, the holder and the admin (for the one in the room) vote, the tallies move on the admin\'s screen and in the minutes tab', async () => {
    await dividendStep.getByRole('button', { name: 'Start avstemning' }).click();
    await expect(dividendStep).toContainText('Åpen');
    await page.getByRole('combobox', { name: 'Sak' }).click();
    await page.getByRole('option', { name: 'Utbytte' }).click();
    await expect(totals).toContainText('For 0 · mot 0 · blankt 0');

    // The proxy: against the giver's instruction is refused; as instructed, and for themself.
    await expect(proxyPage.getByText('Til avstemning: Utbytte')).toBeVisible();
    await proxyPage.getByRole('group', { name: names.giver }).getByRole('button', { name: 'For', exact: true }).click();
    await expect(proxyPage.getByText('Stemmen følger ikke aksjeeierens stemmeinstruks: Stem mot.')).toBeVisible();
    await proxyPage.getByRole('group', { name: names.giver }).getByRole('button', { name: 'Mot', exact: true }).click();
    const proxyVotes = proxyPage.getByTestId('live-meeting-own-votes');
    await expect(proxyVotes.getByText(`${names.giver} · Utbytte: Mot`)).toBeVisible();
    await expect(totals).toContainText(/mot [1-9]/);
    await proxyPage.getByRole('group', { name: 'Deg selv' }).getByRole('button', { name: 'For', exact: true }).click();
    await expect(proxyVotes.getByText('Deg selv · Utbytte: For')).toBeVisible();
    await expect(totals).toContainText(/^For [1-9]/);

    // The minutes tab follows the votes live, and shows them again after moving between tabs.
    const beforeOnline = (await totals.innerText()).trim();
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    const results = page.getByRole('table', { name: 'Avstemningsresultater' });
    const dividendResult = results.getByRole('row').filter({ hasText: 'Utbytte' });
    await expect(dividendResult).toContainText(beforeOnline);
    await onlinePage.getByRole('group', { name: 'Deg selv' }).getByRole('button', { name: 'For', exact: true }).click();
    await expect(onlinePage.getByTestId('live-meeting-own-votes').getByText('Deg selv · Utbytte: For')).toBeVisible();
    await expect(dividendResult).not.toContainText(beforeOnline);

    // Back on the live tab, the admin registers the vote of the holder in the room; the tally moves again.
    await page.getByRole('tab', { name: 'Direkte møte' }).click();
    await page.getByRole('combobox', { name: 'Sak' }).click();
    await page.getByRole('option', { name: 'Utbytte' }).click();
    const beforeRoom = (await totals.innerText()).trim();
    const inRoomVote = rowOf(voting, names.inRoom);
    await inRoomVote.getByRole('button', { name: 'For', exact: true }).click();
    await expect(inRoomVote.getByRole('cell', { name: 'For', exact: true })).toBeVisible();
    await expect(totals).not.toHaveText(beforeRoom);
    finalTotals = (await totals.innerText()).trim();
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    await expect(dividendResult).toContainText(finalTotals);
    await expect(dividendResult).toContainText('Vedtatt');
  });

  await test.step('the vote closes and the meeting ends (confirmed); nothing reaches the holders yet', async () => {
    await page.getByRole('tab', { name: 'Direkte møte' }).click();
    await dividendStep.getByRole('button', { name: 'Stopp avstemning' }).click();
    await expect(dividendStep).toContainText('Ferdig');
    await expect(onlinePage.getByText('Ingen sak er åpen for avstemning nå.')).toBeVisible();
    await page.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
    const ending = page.getByRole('dialog', { name: 'Avslutte generalforsamlingen?' });
    await expect(ending).toContainText('kan ikke dato, tid og saksliste endres lenger');
    await ending.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
    await expect(page.getByTestId('live-meeting-status')).toHaveText('Avsluttet');
    await expect(page.getByTestId('live-meeting-minutes-published')).toHaveText('Protokollen publiseres for aksjeeierne når den er signert av alle og forseglet. Send den til signering fra fanen Protokoll.');
    await giverPage.reload();
    await expect(giverPage.getByRole('heading', { name: projectName })).toBeVisible();
    await expect(giverPage.getByRole('tab', { name: 'Protokoll' })).toHaveCount(0);
  });

  const minutes = page.getByRole('region', { name: 'Protokoll fra generalforsamlingen' });
  await test.step('the minutes: refused without a co-signer, read back as text, sent for signing to the chair and the co-signer', async () => {
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    await expect(minutes).toContainText('Protokollen kan ikke sendes til signering: velg en medundertegner, eller marker generalforsamlingen som forenklet.');
    await expect(minutes.getByRole('button', { name: 'Send til signering' })).toBeDisabled();
    await page.getByRole('tab', { name: 'Innstillinger' }).click();
    await expect(page.getByLabel('Dato')).toBeDisabled();
    await page.getByRole('combobox', { name: 'Medundertegner' }).click();
    await page.getByRole('option', { name: 'Per Olsen' }).click();
    await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
    await expect(page.getByText('Innstillingene er lagret.')).toBeVisible();
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    await expect(minutes).toContainText(/Signeres av: .+, Per Olsen/);
    await expect(minutes.getByRole('table', { name: 'Avstemningsresultater' }).getByRole('row').filter({ hasText: 'Utbytte' })).toContainText(finalTotals);

    const text = await downloadedText(page, () => minutes.getByRole('button', { name: 'Last ned protokollen (PDF)' }).click());
    expect(text).not.toContain('{"type"');
    expect(text).toContain(projectName);
    expect(text).toContain(proposal);
    expect(text).toContain(meetingTime);
    expect(text).not.toContain(meetingDate);
    // Shares, votes and percentages in Norwegian notation.
    expect(text).toMatch(/Representert: \d{1,3}( \d{3})* av \d{1,3}( \d{3})* aksjer \(\d+,\d\d %\)/);
    // The dividend's votes as the admin saw them on screen.
    const [, votesFor, against, blank, represented] = /^For (.+) · mot (.+) · blankt (.+) av (.+) stemmer$/.exec(finalTotals.replace(/\s+/g, ' '))!;
    expect(text).toContain(`Utbytte ${proposal} Stemmer: for ${votesFor}, mot ${against}, blank ${blank} (representert ${represented})`);
    expect(text).toContain(`${names.giver} (ved fullmektig ${names.proxy})`);

    await minutes.getByRole('button', { name: 'Send til signering' }).click();
    await page.getByRole('dialog', { name: 'Send protokollen til signering' }).getByRole('button', { name: 'Send til signering' }).click();
    await expect(minutes.getByTestId('document-signing-status')).toContainText('Sendt til signering: 0 av 2 har signert');
  });

  await test.step('the chair and the co-signer sign from the emailed links with a code; the minutes are sealed and published', async () => {
    await signWithEmailCode(page.context().browser()!, 'styre@andel.demo', projectName);
    await signWithEmailCode(page.context().browser()!, 'per.olsen@andel.demo', projectName);
    await page.reload();
    await expect(minutes.getByTestId('document-signing-status')).toContainText('Signert og forseglet (2 av 2)');
    await expect(minutes).toContainText('Den signerte og forseglede protokollen er publisert for aksjeeierne');
    // The holders are mailed the sealed copy only.
    const mailed = await latestEmailWithSubject(emails.giver, `Protokollen fra generalforsamlingen i ${company.name} er klar`);
    expect(mailed.text).toContain(projectName);
    expect(mailed.text).toContain(`${norwegianDate(meetingDate)} 17:00`);
    expect(mailed.attachments.map(({ filename }) => filename)).toEqual([expect.stringMatching(/\(signert\)\.pdf$/)]);
  });

  await test.step('the adopted dividend waits in the follow-up of matters; applied with one click, it is entered in the register and every step is complete', async () => {
    const followUp = async () => {
      await openFromCompanyMenu(page, 'Oppfølging av saker');
      await page.getByRole('tab', { name: 'Vedtak' }).click();
      return page.getByRole('region', { name: 'Utbytte' }).filter({ hasText: projectName });
    };
    const decided = await followUp();
    await expect(decided.getByRole('listitem', { name: 'Før inn i aksjeeierboken' })).toContainText('Klar');
    await decided.getByRole('link', { name: 'Utbytte' }).click();
    await expectPath(page, /\/projects\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
    const confirm = page.getByRole('dialog', { name: 'Føre inn vedtaket?' });
    // What is written, in words and Norwegian figures, before it is.
    await expect(confirm).toContainText(/Utbytte per aksje \(A-aksjer: 12,00 NOK, B-aksjer: 12,00 NOK\) til \d+ aksjonærer/);
    await confirm.getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
    await expect(page.getByText(/^Ført inn \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Før inn i aksjeeierboken' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Se hva som ble ført inn' }).click();
    await expectPath(page, /\/shareholders\/transactions$/);
    await expect(page.getByRole('row', { name: /Utbytte/ }).first()).toBeVisible();

    const applied = await followUp();
    await expect(applied.getByRole('listitem', { name: 'Før inn i aksjeeierboken' })).toContainText('Fullført');
    await expect(applied.getByRole('list', { name: 'Oppfølgingstrinn' }).getByRole('listitem')).toHaveCount(1);
    await expect(applied).toContainText('Fullført');
    await expect(applied).not.toContainText('Klar');
  });

  await test.step('the holder signs in to the shareholder portal and reads the sealed minutes of the meeting', async () => {
    const holder = await newPage(page);
    await signInAs(holder, 'shareholder');
    await expectPath(holder, /\/portfolio\/all\/companies$/);
    await holder.getByRole('main').getByText(company.name, { exact: true }).first().click();
    await expectPath(holder, /\/shareholder\//);
    await holder.getByRole('navigation', { name: 'Aksjonærmeny' }).getByRole('link', { name: 'Generalforsamlinger' }).click();
    const listed = holder.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('listitem').filter({ hasText: projectName });
    await expect(listed).toContainText(`${norwegianDate(meetingDate)} 17:00`);
    await expect(listed).toContainText('Protokoll publisert');
    await listed.getByRole('link', { name: `Åpne ${projectName}` }).click();
    await expect(holder.getByRole('heading', { name: projectName })).toBeVisible();
    await holder.getByRole('tab', { name: 'Protokoll' }).click();
    const text = await downloadedText(holder, () => holder.getByRole('button', { name: 'Last ned protokollen (PDF)' }).click());
    expect(text).not.toContain('{"type"');
    expect(text).toContain(proposal);
    expect(text).toContain(meetingTime);
    expect(text).toContain('Vedtatt');
    expect(text).toContain('Signeringssertifikat');
  });
});
