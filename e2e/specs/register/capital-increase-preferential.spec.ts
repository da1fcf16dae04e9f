import { expect as baseExpect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { confirmAndApplyAllocation, openAppliedIssue, shareRangeOf } from '../../support/allocation.helpers';
import { addGeneralMeetingDocuments, decideAtGeneralMeeting, decisionInFollowUp, followUpStep } from '../../support/general-meeting.helpers';
import { newCapitalIncreaseProject } from '../../support/governance.helpers';
import { openProjectByName } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';
import { subscribeAndSign } from '../../support/subscription.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
const nordlys = demoCompanies[0];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a preferential issue to the existing holders: offered by their holdings, decided at a general meeting, subscribed beyond the offers on signed forms, allocated and applied', async ({ page, browser }) => {
  test.setTimeout(900_000);
  const stamp = Date.now();
  const projectName = `Fortrinnsrettsemisjon ${stamp}`;
  const holders: { name: string; email: string }[] = [];

  await test.step('quick setup lists every holder with the shares its holding entitles it to; the admin allows over-subscription and gives missing emails', async () => {
    await signInAs(page, 'admin');
    const form = await newCapitalIncreaseProject(page, nordlys.name, projectName);
    await form.getByRole('button', { name: 'Kontantemisjon med fortrinnsrett' }).click();
    await form.getByRole('radiogroup', { name: 'Er overtegning tillatt?' }).getByRole('radio', { name: 'Ja' }).check();
    await form.getByLabel('Vedtektenes paragraf om aksjekapitalen').fill('4');
    await form.getByRole('radiogroup', { name: 'Tegnes aksjene på særskilt tegningsblankett?' }).getByRole('radio', { name: 'Ja' }).check();
    await form.getByLabel('Tegningsperioden starter').fill(day(0));
    await form.getByLabel('Tegningsperioden slutter').fill(day(14));
    const table = form.getByRole('table', { name: 'Aksjeeiere med fortrinnsrett' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Tilbys, A' })).toBeVisible();
    for (let pageNumber = 0; ; pageNumber++) {
      const rows = table.getByRole('row');
      for (let i = 1; i < (await rows.count()); i++) {
        const email = rows.nth(i).getByRole('textbox');
        if (!(await email.inputValue())) await email.fill(`holder-${pageNumber}-${i}-${stamp}@example.no`);
        holders.push({ name: (await rows.nth(i).getByRole('cell').first().innerText()).trim(), email: await email.inputValue() });
        // Offers are whole shares, written with the reader's digit grouping.
        await expect(rows.nth(i).getByRole('cell').last()).toHaveText(/^\d{1,3}(\s\d{3})*$/);
      }
      const next = form.getByRole('button', { name: 'Neste side' });
      if (!(await next.count()) || (await next.isDisabled())) break;
      await next.click();
      await expect(form.getByText(new RegExp(`^${(pageNumber + 1) * 25 + 1}–`))).toBeVisible();
    }
    expect(holders.length).toBeGreaterThan(10);
    await form.getByRole('button', { name: 'Lagre kapitalforhøyelsen' }).click();
    await expect(page.getByText('Kapitalforhøyelsen er lagret.')).toBeVisible();
    await addGeneralMeetingDocuments(page);
  });

  await decideAtGeneralMeeting(page, browser, projectName);

  // Two holders with names no one else has take up the whole issue: each subscribes 5,000,000, beyond its offer.
  const [first, second] = holders.filter(({ name }) => holders.filter((other) => other.name === name).length === 1);
  const allocated: bigint[] = [];

  await test.step('the forms go to every holder; two subscribe beyond their offers and sign; the allocation hands them all the shares', async () => {
    await openProjectByName(page, projectName);
    const status = page.getByRole('region', { name: 'Tegningsstatus' });
    await status.getByRole('button', { name: 'Send tegningsblanketter til signering' }).click();
    await page.getByRole('dialog', { name: 'Send tegningsblanketter til signering' }).getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Tegningsblankettene er sendt til signering.')).toBeVisible();
    for (const holder of [first!, second!]) await subscribeAndSign(browser, nordlys.name, holder.email, '5000000');
    await page.reload();

    const allocation = page.getByRole('region', { name: 'Tildeling', exact: true });
    const round = allocation.getByRole('region', { name: 'Runde 1: A' });
    await round.getByRole('button', { name: 'Foreslå tildeling' }).click();
    for (const holder of [first!, second!]) allocated.push(BigInt(await round.getByLabel(`Tildelt: ${holder.name}`).inputValue()));
    expect(allocated[0]! + allocated[1]!).toBe(10_000_000n);
    await confirmAndApplyAllocation(page, allocation, round);

    // The register: the two holders' new shares, numbered on from each other, in one pending issue.
    await openAppliedIssue(page, allocation);
    const [firstFrom, firstTo] = await shareRangeOf(page, first!.name);
    const [secondFrom, secondTo] = await shareRangeOf(page, second!.name);
    expect([firstTo - firstFrom + 1n, secondTo - secondFrom + 1n]).toEqual(allocated);
  });

  await test.step('the follow-up shows the subscription, the allocation and the register entry complete', async () => {
    const decision = await decisionInFollowUp(page, projectName);
    for (const step of ['Send tegningsblanketter', 'Tildeling av aksjer', 'Før inn i aksjeeierboken']) await expect(followUpStep(decision, step)).toContainText('Fullført');
  });
});
