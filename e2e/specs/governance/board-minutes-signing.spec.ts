import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../../../domain/testing/pdf-text';
import { signedInApi } from '../../support/api.helpers';
import { createSentBoardMeeting } from '../../support/board-meeting.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';
import { signingLinkTo, signWithEmailCode } from '../../support/signing.helpers';

const company = demoCompanies[0];
const org = company.organisationNumber;
const board = ['styre@andel.demo', 'per.olsen@andel.demo', 'kari.nilsen@andel.demo'];
const matter = { title: 'Kjøp av tomt', text: 'Styret vedtar å kjøpe tomten ved kaia.' };

test('the board minutes close the record when sent for signing: a vote change is refused until the admin reopens (which cancels the signing); signed by all from the emailed links, the board member opens the sealed minutes in the board portal', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  const admin = await signedInApi(page.context(), page.request);
  const projectName = `Styreprotokoll signering e2e ${Date.now()}`;
  const { decisionIds } = await createSentBoardMeeting(admin, org, projectName, [matter]);

  // The chair votes for the matter from the emailed notice link.
  const noticeLink = linkIn(await latestEmailToAbout('styre@andel.demo', projectName), '/notice-board-meeting/');
  const member = await (await browser.newContext()).newPage();
  // A link taken from the email.
  await member.goto(noticeLink);
  const memberMatter = member.getByRole('region', { name: matter.title, exact: true });
  await memberMatter.getByRole('button', { name: 'For' }).click();
  await expect(memberMatter.getByText('Ingrid Haugen: For')).toBeVisible();

  // The admin finds the project from the portfolio and sends the minutes for signing to the whole board.
  await openCompanyFromPortfolio(page, company.name);
  await openFromCompanyMenu(page, 'Prosjekter');
  await page.getByRole('link', { name: projectName }).click();
  const minutes = page.getByRole('region', { name: 'Protokoll fra styremøtet' });
  await minutes.getByRole('button', { name: 'Send til signering' }).click();
  await page.getByRole('dialog', { name: 'Send protokollen til signering' }).getByRole('button', { name: 'Send til signering' }).click();
  await expect(page.getByText('Til signering', { exact: true })).toBeVisible();
  await expect(page.getByTestId('document-signing-status')).toContainText('Sendt til signering: 0 av 3 har signert');
  await expect(minutes.getByText(/Protokollen er sendt til signering og er låst, og styrets stemmer og kommentarer kan ikke lenger endres/)).toBeVisible();
  // While out for signing the matters read only: no editor offers a save.
  await expect(page.getByRole('region', { name: /^Sak 1:/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Lagre sak/ })).toHaveCount(0);
  const cancelledLinks = await Promise.all(board.map((email) => signingLinkTo(email, projectName)));

  // The chair's page now reads the votes only, and says why; a vote sent anyway is refused with the same reason.
  await member.reload();
  await expect(member.getByText('Protokollen er sendt til signering. Stemmer og kommentarer kan ikke endres før protokollen åpnes igjen.')).toBeVisible();
  await expect(memberMatter.getByRole('button', { name: 'Mot' })).toHaveCount(0);
  await expect(memberMatter.getByRole('textbox', { name: 'Skriv en kommentar' })).toHaveCount(0);
  const token = noticeLink.split('/').at(-1)!;
  const refused = await (await signedInApi(member.context(), member.request)).send('POST', `/boardmember-view/review/${token}/vote`, { decisionId: decisionIds[0], vote: 'against' });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('boardMemberView.sentForSigning');

  // Reopening the minutes is the way back: the confirmation says the signing is cancelled, and its link stops working.
  await minutes.getByRole('button', { name: 'Gjenåpne Styreprotokoll' }).click();
  const reopen = page.getByRole('dialog', { name: 'Gjenåpne dokumentet?' });
  await expect(reopen).toContainText('Gjenåpner du det, avbrytes signeringen, og signeringslenkene slutter å virke.');
  await reopen.getByRole('button', { name: 'Gjenåpne' }).click();
  await expect(reopen).toHaveCount(0);
  await expect(page.getByTestId('document-signing-status')).toHaveCount(0);
  const cancelled = await (await browser.newContext()).newPage();
  // A signing link taken from the first email.
  await cancelled.goto(cancelledLinks[0]!);
  await expect(cancelled.getByText('Signeringsoppdraget er kansellert.')).toBeVisible();
  await member.reload();
  await memberMatter.getByRole('button', { name: 'Mot' }).click();
  await expect(memberMatter.getByText('Ingrid Haugen: Mot')).toBeVisible();

  // Sent again, every board member signs from the newest emailed link; the project shows the progress, then the seal.
  await minutes.getByRole('button', { name: 'Send til signering' }).click();
  await page.getByRole('dialog', { name: 'Send protokollen til signering' }).getByRole('button', { name: 'Send til signering' }).click();
  await expect(page.getByTestId('document-signing-status')).toContainText('Sendt til signering: 0 av 3 har signert');
  for (const [index, email] of board.entries()) {
    let link = '';
    await expect.poll(async () => (link = await signingLinkTo(email, projectName)), { timeout: 30_000 }).not.toBe(cancelledLinks[index]);
    await signWithEmailCode(browser, email, projectName, link);
  }
  await page.reload();
  await expect(page.getByTestId('document-signing-status')).toContainText('Signert og forseglet (3 av 3)');
  await expect(page.getByText('Fullført', { exact: true })).toBeVisible();

  // The board member signs in and opens the meeting's minutes tab in the board portal: the sealed minutes, as signed.
  await signInAs(member, 'board');
  await expectPath(member, /\/(portfolio|board-member)\//);
  if (/\/portfolio\//.test(member.url())) await member.getByRole('main').getByText(company.name, { exact: true }).first().click();
  await expectPath(member, new RegExp(`/board-member/${org}`));
  await member.getByRole('navigation', { name: 'Styremeny' }).getByRole('link', { name: 'Møter', exact: true }).click();
  await member.getByRole('link', { name: new RegExp(projectName) }).click();
  await member.getByRole('tab', { name: 'Protokoll' }).click();
  await expect(member.getByText('Protokollen er signert av alle og forseglet.')).toBeVisible();
  const downloading = member.waitForEvent('download');
  await member.getByRole('button', { name: 'Åpne den signerte protokollen (PDF)' }).click();
  const text = (await pdfText(new Uint8Array(await readFile((await (await downloading).path())!)))).join('\n');
  expect(text).toContain(`Protokoll fra styremøte: ${projectName}`);
  expect(text.slice(text.indexOf(matter.title))).toMatch(/Resultat: Ikke vedtatt/);
  expect(text).toContain('Signeringssertifikat');
  expect(text).not.toContain('{"type"');

  // On the admin's project page the sealed copy downloads as signed, and reopening it says the sealed copy stays.
  const signedDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned signert Styreprotokoll' }).first().click();
  const sealedText = (await pdfText(new Uint8Array(await readFile((await (await signedDownload).path())!)))).join('\n');
  expect(sealedText).toContain(`Protokoll fra styremøte: ${projectName}`);
  expect(sealedText).toContain('Signeringssertifikat');
  await minutes.getByRole('button', { name: 'Gjenåpne Styreprotokoll' }).click();
  const reopenSealed = page.getByRole('dialog', { name: 'Gjenåpne dokumentet?' });
  await expect(reopenSealed).toContainText('Den forseglede kopien blir liggende i arkivet');
  await reopenSealed.getByRole('button', { name: 'Gjenåpne' }).click();
  await expect(page.getByText('Dokumentet er gjenåpnet.')).toBeVisible();
  await expect(minutes.getByRole('button', { name: 'Send til signering' })).toBeVisible();
});
