import { expect as baseExpect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { pdfText } from '@andel/domain/testing';
import { readFile } from 'node:fs/promises';
import { confirmAndApplyAllocation } from '../../support/allocation.helpers';
import { addGeneralMeetingDocuments, decideAtGeneralMeeting, decisionInFollowUp, followUpStep } from '../../support/general-meeting.helpers';
import { newCapitalIncreaseProject } from '../../support/governance.helpers';
import { openProjectByName } from '../../support/navigation.helpers';
import { subscribeAndSign } from '../../support/subscription.helpers';
import { signInAs } from '../../support/sign-in.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
const nordlys = demoCompanies[0];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an increase of share capital decided at a general meeting: subscribed, allocated, confirmed, notified and applied, until the follow-up shows every step complete', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const tag = [...String(stamp)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
  const projectName = `Emisjon vedtatt ${stamp}`;
  const kari = { name: `Kari Vedtatt-${tag}`, email: `kari-vedtatt-${stamp}@example.no` };
  const ola = { name: `Ola Vedtatt-${tag}`, email: `ola-vedtatt-${stamp}@example.no` };

  await test.step('the admin drafts a private placement with quick setup in a project with a general meeting', async () => {
    await signInAs(page, 'admin');
    const form = await newCapitalIncreaseProject(page, nordlys.name, projectName);
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
    await addGeneralMeetingDocuments(page);
  });

  await decideAtGeneralMeeting(page, browser, projectName);

  await test.step('decided, the follow-up lists its steps; the subscribers sign their forms, the shares are allocated and entered in the register', async () => {
    const decided = await decisionInFollowUp(page, projectName);
    await expect(followUpStep(decided, 'Se tegnere')).toContainText('2 tegnere');
    await expect(followUpStep(decided, 'Send tegningsblanketter')).toContainText('Klar');
    await expect(followUpStep(decided, 'Før inn i aksjeeierboken')).toContainText('Klar');

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
    await confirmAndApplyAllocation(page, allocation, round);
  });

  await test.step('the contribution confirmation is uploaded and the register notification downloaded and marked sent: every step complete', async () => {
    const decision = await decisionInFollowUp(page, projectName);
    const attachment = followUpStep(decision, 'Vedlegg');
    await attachment.locator('input[type=file]').setInputFiles({ name: 'bekreftelse-innskudd.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
    await expect(page.getByText('Filen er lastet opp.')).toBeVisible();
    await expect(attachment.getByRole('button', { name: 'Last ned bekreftelse-innskudd.pdf' })).toBeVisible();
    const notification = followUpStep(decision, 'Send registermelding');
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
      await expect(followUpStep(decision, step)).toContainText('Fullført');
    }
  });
});
