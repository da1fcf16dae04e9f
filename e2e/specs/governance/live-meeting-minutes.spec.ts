import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { readFile } from 'node:fs/promises';
import { demoCompanies } from '@andel/db';
import type { GeneralMeetingView, RegisterJson } from '@andel/domain/shared';
import { pdfText } from '@andel/domain/testing';
import { signedInApi } from '../../support/api.helpers';
import { sendGeneralMeetingNotice } from '../../support/governance.helpers';
import { latestEmailToAbout, latestEmailWithSubject, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { signMinutesByChairAndCoSigner } from '../../support/general-meeting.helpers';

const company = demoCompanies[0];
const org = company.organisationNumber;
const title = 'Endring av vedtektene';

/** Votes and capital as whole units of 10^-5 (votes per share have at most 5 decimals, nominal values 4), and back as the register writes them. */
const units = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(`${whole}${fraction.padEnd(5, '0')}`);
};
/** As a Norwegian reader sees them on screen and in the minutes PDF: thousands grouped by a space, a decimal comma. */
const grouped = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const nb = (value: bigint) => {
  const fraction = (value % 100_000n).toString().padStart(5, '0').replace(/0+$/, '');
  return fraction ? `${grouped(value / 100_000n)},${fraction}` : grouped(value / 100_000n);
};

test('a shareholder gives a power of attorney with instructions; the proxy registers both and votes live, a vote against the instruction is refused; the admin registers a physical attendee and their vote; the votes survive a reload; ended (confirmed), the minutes need a co-signer, are signed from the emailed links and only then published: the sealed minutes PDF shows a qualified item failing on capital though it passes on votes', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  await page.request.get('/api/auth/status');
  const admin = await signedInApi(page.context(), page.request);
  const projectName = `Vedtektsendring e2e ${Date.now()}`;
  // A change of the articles: two thirds of the votes cast and of the share capital represented (aksjeloven § 5-18).
  const { projectId, decisionId, meetingDate, notice } = await sendGeneralMeetingNotice(admin, {
    org,
    projectName,
    title,
    text: 'Generalforsamlingen endrer vedtektenes formålsparagraf.',
    settings: (id) => ({ meetingForm: 'electronicGeneralMeeting', agendaItemRules: { [id]: { majorityType: 'QUALIFIED' } } }),
  });

  // The meeting's chair signs the minutes; the co-signer the seed requires is chosen after the meeting, below.
  const view = (await (await admin.get(`/project/${projectId}/general-meeting`)).json()) as GeneralMeetingView;
  const chairRole = view.roles.find(({ role }) => role === 'chairperson')!;
  const chair = { companyroleId: chairRole.companyroleId, name: chairRole.name };
  await admin.put(`/project/${projectId}/general-meeting`, {
    meetingDate,
    startTime: '17:00',
    endTime: '18:00',
    meetingForm: 'electronicGeneralMeeting',
    meetingChair: chair,
    agendaItemRules: view.settings.agendaItemRules,
  });

  // From the register at the meeting date: holders of one class each, with an email and a name no other holder's contains.
  // Class A carries one vote a share, class B 0.1: a B holder against and two A holders for pass two thirds of the
  // votes but not of the capital.
  const register = (await (await admin.get(`/company/${org}/register?date=${meetingDate}`)).json()) as RegisterJson;
  const nominalValue = units(register.nominalValue!);
  const holders = register.rows.flatMap((row) => {
    const recipient = notice.recipients.find(({ shareholderId }) => shareholderId === row.shareholderId);
    const distinct = recipient && notice.recipients.every((other) => other === recipient || !other.name.includes(recipient.name));
    return row.holdings.length === 1 && recipient?.email && distinct ? [{ ...recipient, email: recipient.email, shares: BigInt(row.totalShares), votes: units(row.totalVotes) }] : [];
  });
  const oneVoteAShare = holders.filter(({ shares, votes }) => votes === shares * 100_000n);
  const fewerVotes = holders.filter(({ shares, votes }) => votes > 0n && votes < shares * 100_000n);
  const choices = fewerVotes.flatMap((giver) =>
    oneVoteAShare.flatMap((proxy) =>
      oneVoteAShare.filter((attendee) => attendee !== proxy).map((attendee) => ({ giver, proxy, attendee, forVotes: proxy.votes + attendee.votes, forShares: proxy.shares + attendee.shares })),
    ),
  );
  const choice = choices.find(({ giver, forVotes, forShares }) => 3n * forVotes >= 2n * (forVotes + giver.votes) && 3n * forShares < 2n * (forShares + giver.shares));
  expect(choice, 'holders for a qualified item that passes on votes and fails on capital').toBeDefined();
  const { giver, proxy, attendee, forVotes, forShares } = choice!;
  const links = {
    giver: linkIn(await latestEmailToAbout(giver.email, projectName), '/notice-general-meeting/'),
    proxy: linkIn(await latestEmailToAbout(proxy.email, projectName), '/notice-general-meeting/'),
  };

  // The giver opens the emailed notice and gives a power of attorney to the proxy, instructed to vote against the change.
  const giverPage = await (await browser.newContext()).newPage();
  await giverPage.goto(links.giver);
  await giverPage.getByRole('tab', { name: 'Gi fullmakt' }).click();
  await giverPage.getByRole('radio', { name: 'En annen aksjeeier' }).check();
  await giverPage.getByRole('combobox', { name: 'Aksjeeier' }).click();
  await giverPage.getByRole('option', { name: proxy.name, exact: true }).click();
  await giverPage.getByRole('combobox', { name: title }).click();
  await giverPage.getByRole('option', { name: 'Stem mot' }).click();
  await giverPage.getByRole('button', { name: 'Gi fullmakt' }).click();
  await expect(giverPage.getByText(`Fullmakt gitt til ${proxy.name}.`)).toBeVisible();

  // The admin starts the meeting and opens registration; the proxy registers attendance for both.
  await openCompanyFromPortfolio(page, company.name);
  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: new RegExp(projectName) }).click();
  await page.getByRole('tab', { name: 'Direkte møte' }).click();
  await page.getByRole('button', { name: 'Start generalforsamlingen' }).click();
  await page.getByRole('dialog', { name: 'Starte generalforsamlingen?' }).getByRole('button', { name: 'Start generalforsamlingen' }).click();
  await expect(page.getByTestId('live-meeting-status')).toHaveText('Direkte');
  await page.getByTestId('live-step-registration').getByRole('button', { name: 'Start avstemning' }).click();
  const proxyPage = await (await browser.newContext()).newPage();
  // A link taken from the email.
  await proxyPage.goto(links.proxy);
  await proxyPage.getByRole('tab', { name: 'Møtet' }).click();
  await proxyPage.getByRole('button', { name: 'Registrer oppmøte' }).click();
  await expect(proxyPage.getByText('Oppmøtet er registrert.')).toBeVisible();
  const attendance = page.getByRole('table', { name: 'Oppmøte' });
  const giverRow = attendance.getByRole('row').filter({ hasText: giver.name });
  await expect(giverRow.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
  await expect(giverRow.getByRole('cell', { name: proxy.name, exact: true })).toBeVisible();

  // The admin registers a shareholder who attends physically.
  const attendeeRow = attendance.getByRole('row').filter({ hasText: attendee.name });
  await attendeeRow.getByRole('button', { name: 'Registrer oppmøte' }).click();
  await expect(page.getByText('Oppmøtet er registrert.')).toBeVisible();
  await expect(attendeeRow.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
  // Registered by mistake and removed, then registered again.
  await attendeeRow.getByRole('button', { name: 'Fjern oppmøte' }).click();
  await expect(page.getByText('Aksjeeieren er registrert som ikke til stede.')).toBeVisible();
  await expect(attendeeRow.getByRole('cell', { name: 'Nei', exact: true })).toBeVisible();
  await attendeeRow.getByRole('button', { name: 'Registrer oppmøte' }).click();
  await expect(attendeeRow.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();

  // The change is put to the vote; the admin's voting table shows it.
  await page.getByTestId(`live-step-${decisionId}`).getByRole('button', { name: 'Start avstemning' }).click();
  await page.getByRole('combobox', { name: 'Sak' }).click();
  await page.getByRole('option', { name: title }).click();
  const voting = page.getByRole('table', { name: 'Avstemning' });
  const totals = page.getByTestId('live-item-totals');

  // Every vote below goes over the meeting's socket with an ack: neither page calls the HTTP vote routes.
  const httpVotes: string[] = [];
  for (const voter of [page, proxyPage])
    voter.on('request', (request) => {
      if (request.method() === 'POST' && /\/general-meeting\/[^/]+\/(admin-)?vote$/.test(new URL(request.url()).pathname)) httpVotes.push(request.url());
    });

  // The proxy votes for the giver against the instruction: refused with its message, and nothing is recorded.
  await expect(proxyPage.getByText(`Til avstemning: ${title}`)).toBeVisible();
  await proxyPage.getByRole('group', { name: giver.name }).getByRole('button', { name: 'For', exact: true }).click();
  await expect(proxyPage.getByText('Stemmen følger ikke aksjeeierens stemmeinstruks: Stem mot.')).toBeVisible();
  await expect(voting.getByRole('row').filter({ hasText: giver.name }).getByRole('cell', { name: '–', exact: true })).toBeVisible();
  await expect(totals).toContainText('For 0 · mot 0 · blankt 0');
  await expect(proxyPage.getByTestId('live-meeting-own-votes')).toHaveCount(0);

  // The proxy votes for themself, and for the giver as instructed.
  await proxyPage.getByRole('group', { name: 'Deg selv' }).getByRole('button', { name: 'For', exact: true }).click();
  const ownVotes = proxyPage.getByTestId('live-meeting-own-votes');
  await expect(ownVotes.getByText(`Deg selv · ${title}: For`)).toBeVisible();
  await proxyPage.getByRole('group', { name: giver.name }).getByRole('button', { name: 'Mot', exact: true }).click();
  await expect(ownVotes.getByText(`${giver.name} · ${title}: Mot`)).toBeVisible();

  // The admin registers the physical attendee's vote, by mistake blank, resets it and registers it for; the tally follows.
  const attendeeVote = voting.getByRole('row').filter({ hasText: attendee.name });
  await attendeeVote.getByRole('button', { name: 'Blankt', exact: true }).click();
  await expect(attendeeVote.getByRole('cell', { name: 'Blankt', exact: true })).toBeVisible();
  await expect(totals).toContainText(`blankt ${nb(attendee.votes)}`);
  await attendeeVote.getByRole('button', { name: 'Tilbakestill stemmen' }).click();
  await expect(page.getByText('Stemmen er fjernet.')).toBeVisible();
  await attendeeVote.getByRole('button', { name: 'For', exact: true }).click();
  await expect(attendeeVote.getByRole('cell', { name: 'For', exact: true })).toBeVisible();
  await expect(totals).toHaveText(`For ${nb(forVotes)} · mot ${nb(giver.votes)} · blankt 0 av ${nb(forVotes + giver.votes)} stemmer`);
  expect(httpVotes).toEqual([]);
  // Having voted, the attendee keeps their attendance.
  await attendeeRow.getByRole('button', { name: 'Fjern oppmøte' }).click();
  await expect(page.getByText('Aksjeeieren har stemt; tilbakestill stemmene før oppmøtet tilbakestilles.')).toBeVisible();
  await expect(attendeeRow.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();

  // Reopened, the proxy's page shows the votes already cast.
  await proxyPage.reload();
  await expect(ownVotes.getByText(`Deg selv · ${title}: For`)).toBeVisible();
  await expect(ownVotes.getByText(`${giver.name} · ${title}: Mot`)).toBeVisible();

  // The vote closes and the meeting ends; publishing is on, but nothing reaches the holders before the minutes are signed.
  await page.getByTestId(`live-step-${decisionId}`).getByRole('button', { name: 'Stopp avstemning' }).click();
  await expect(page.getByTestId(`live-step-${decisionId}`)).toContainText('Ferdig');
  await page.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
  const ending = page.getByRole('dialog', { name: 'Avslutte generalforsamlingen?' });
  await expect(ending).toContainText('kan ikke dato, tid og saksliste endres lenger');
  await ending.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
  await expect(page.getByTestId('live-meeting-status')).toHaveText('Avsluttet');
  await page.getByRole('checkbox', { name: 'Publiser protokollen for aksjeeierne når generalforsamlingen avsluttes' }).check();
  await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(page.getByTestId('live-meeting-minutes-published')).toHaveText('Protokollen publiseres for aksjeeierne når den er signert av alle og forseglet. Send den til signering fra fanen Protokoll.');
  await giverPage.reload();
  await expect(giverPage.getByRole('tab', { name: 'Protokoll' })).toHaveCount(0);

  // The admin sends the minutes for signing to the chair and the co-signer; each signs from the emailed link.
  // Without a co-signer the minutes cannot be sent (seed 002, section 5); the admin picks one in the settings.
  await page.getByRole('tab', { name: 'Protokoll' }).click();
  const minutes = page.getByRole('region', { name: 'Protokoll fra generalforsamlingen' });
  await expect(minutes).toContainText('Protokollen kan ikke sendes til signering: velg en medundertegner, eller marker generalforsamlingen som forenklet.');
  await expect(minutes.getByRole('button', { name: 'Send til signering' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Innstillinger' }).click();
  await expect(page.getByText('Generalforsamlingen er avholdt. Dato, tid og saksliste kan ikke lenger endres.')).toBeVisible();
  await expect(page.getByLabel('Dato')).toBeDisabled();
  await page.getByRole('combobox', { name: 'Medundertegner' }).click();
  await page.getByRole('option', { name: 'Per Olsen' }).click();
  await page.getByRole('button', { name: 'Lagre innstillinger' }).click();
  await expect(page.getByText('Innstillingene er lagret.')).toBeVisible();
  await page.getByRole('tab', { name: 'Protokoll' }).click();
  await expect(minutes).toContainText(`Signeres av: ${chair.name}, Per Olsen`);
  await signMinutesByChairAndCoSigner(page, browser, projectName, minutes);
  await expect(minutes).toContainText('Den signerte og forseglede protokollen er publisert for aksjeeierne');
  const mailed = await latestEmailWithSubject(giver.email, `Protokollen fra generalforsamlingen i ${company.name} er klar`);
  expect(mailed.attachments.map(({ filename }) => filename)).toEqual([expect.stringMatching(/\(signert\)\.pdf$/)]);

  // The giver's notice view shows the minutes tab; the sealed minutes, read back, have the tallies from the register.
  await giverPage.reload();
  await giverPage.getByRole('tab', { name: 'Protokoll' }).click();
  const downloading = giverPage.waitForEvent('download');
  await giverPage.getByRole('button', { name: 'Last ned protokollen (PDF)' }).click();
  const text = (await pdfText(new Uint8Array(await readFile((await (await downloading).path())!)))).join('\n').replace(/[^\S\n]+/g, ' ');
  const item = text.slice(text.lastIndexOf(title));
  expect(item).toContain(`Stemmer: for ${nb(forVotes)}, mot ${nb(giver.votes)}, blank 0 (representert ${nb(forVotes + giver.votes)})`);
  expect(item).toContain(`Aksjekapital: for ${nb(forShares * nominalValue)}, mot ${nb(giver.shares * nominalValue)}, blank 0 (representert ${nb((forShares + giver.shares) * nominalValue)})`);
  expect(text).not.toContain('{"type"');
  expect(item).toContain('Ikke vedtatt');
  expect(item).toContain('Kravet til representert aksjekapital er ikke oppfylt.');
  expect(item).not.toContain('Kravet til stemmer er ikke oppfylt.');
  expect(text).toContain('Signeringssertifikat');
});
