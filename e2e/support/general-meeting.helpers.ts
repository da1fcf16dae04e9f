import { expect as baseExpect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from './test';
import { openFromCompanyMenu, openGeneralMeetingByName } from './navigation.helpers';
import { signWithEmailCode } from './signing.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });
/** Today in Norway (the company's day), YYYY-MM-DD. */
const osloToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date());

/** In the open project: the notice and the minutes of a general meeting, added unless there already. */
export const addGeneralMeetingDocuments = async (page: Page) => {
  for (const document of ['Innkalling til generalforsamling', 'Generalforsamlingsprotokoll']) {
    if (await page.getByRole('button', { name: `Fjern ${document}`, exact: true }).count()) continue;
    await page.getByRole('combobox', { name: 'Legg til dokument' }).click();
    await page.getByRole('option', { name: document }).click();
    await expect(page.getByRole('button', { name: `Fjern ${document}`, exact: true })).toBeVisible();
  }
};

/**
 * Nordlys' general meeting of the project, held today with Per Olsen as co-signer: the notice sent to the holders, the
 * first holder registered in the room and voting for `matter`, the meeting ended, and the minutes signed by the chair
 * and the co-signer from their emails until sealed.
 */
export const decideAtGeneralMeeting = async (page: Page, browser: Browser, projectName: string, matter = 'Kapitalforhøyelse') => {
  await test.step('the general meeting, held today with a co-signer, adopts it with the votes of a holder in the room', async () => {
    await openGeneralMeetingByName(page, projectName);
    await page.getByRole('tab', { name: 'Innstillinger' }).click();
    // Held today, at the day's end: a notice cannot be sent once the meeting's time has passed (the meeting may start early).
    await page.getByLabel('Dato').fill(osloToday());
    await page.getByLabel('Starttid').fill('23:58');
    await page.getByLabel('Sluttid').fill('23:59');
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

    const step = page.locator('[data-testid^="live-step-"]').filter({ hasText: matter });
    await step.getByRole('button', { name: 'Start avstemning' }).click();
    await page.getByRole('combobox', { name: 'Sak' }).click();
    await page.getByRole('option', { name: new RegExp(matter) }).click();
    const vote = page.getByRole('table', { name: 'Avstemning' }).getByRole('row').filter({ has: page.getByRole('cell', { name: holder, exact: true }) });
    await vote.getByRole('button', { name: 'For', exact: true }).click();
    await expect(vote.getByRole('cell', { name: 'For', exact: true })).toBeVisible();
    await step.getByRole('button', { name: 'Stopp avstemning' }).click();
    await expect(step).toContainText('Ferdig');
    await page.getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
    await page.getByRole('dialog', { name: 'Avslutte generalforsamlingen?' }).getByRole('button', { name: 'Avslutt generalforsamlingen' }).click();
    await expect(page.getByTestId('live-meeting-status')).toHaveText('Avsluttet');
  });

  await test.step('the minutes say it was adopted; the chair and the co-signer sign them from their emails and they are sealed', async () => {
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    const minutes = page.getByRole('region', { name: 'Protokoll fra generalforsamlingen' });
    await expect(minutes.getByRole('table', { name: 'Avstemningsresultater' }).getByRole('row').filter({ hasText: matter })).toContainText('Vedtatt');
    await signMinutesByChairAndCoSigner(page, browser, projectName, minutes);
  });
};

/** The minutes sent for signing, signed from their emails by Nordlys' chair and Per Olsen, and sealed. */
export const signMinutesByChairAndCoSigner = async (page: Page, browser: Browser, projectName: string, minutes: Locator) => {
  await minutes.getByRole('button', { name: 'Send til signering' }).click();
  await page.getByRole('dialog', { name: 'Send protokollen til signering' }).getByRole('button', { name: 'Send til signering' }).click();
  await expect(minutes.getByTestId('document-signing-status')).toContainText('Sendt til signering: 0 av 2 har signert');
  await signWithEmailCode(browser, 'styre@andel.demo', projectName);
  await signWithEmailCode(browser, 'per.olsen@andel.demo', projectName);
  await page.reload();
  await expect(minutes.getByTestId('document-signing-status')).toContainText('Signert og forseglet (2 av 2)');
};

/** One step of a decision in the follow-up, by its name. */
export const followUpStep = (decision: Locator, name: string) => decision.getByRole('list', { name: 'Oppfølgingstrinn' }).getByRole('listitem', { name, exact: true });

/** The follow-up of matters, decisions tab: the project's decision. */
export const decisionInFollowUp = async (page: Page, projectName: string) => {
  await openFromCompanyMenu(page, 'Oppfølging av saker');
  await page.getByRole('tab', { name: 'Vedtak' }).click();
  return page.getByRole('main').getByRole('region').filter({ hasText: projectName });
};
