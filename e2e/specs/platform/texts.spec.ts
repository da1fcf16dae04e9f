import { expect, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { formatMoney, todayLocalDate } from '@andel/domain/shared';
import { signedInApi } from '../../support/api.helpers';
import { createSentBoardMeeting } from '../../support/board-meeting.helpers';
import { latestEmailToAbout, linkIn } from '../../support/mail/mailbox';
import { openCompanyFromPortfolio, openCompanySettings, openProjectByName } from '../../support/navigation.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0].organisationNumber;
const nordlysName = demoCompanies[0].name;
const paragraph = 'Styret har gått gjennom årsregnskapet for 2029. Resultatet er godt, og styret foreslår et utbytte på 2 kroner per aksje. Generalforsamlingen avgjør forslaget.';
const firstSentence = 'Styret har gått gjennom årsregnskapet for 2029.';

/** A board meeting of Nordlys named `projectName` with one freetext matter "Utbytte" written in Norwegian (as a plain text, as before the editor). */
const boardMeetingWithMatter = async (page: Page, projectName: string, text: string) => {
  const admin = await signedInApi(page.context(), page.request);
  const { projectId } = await admin.post('/projects/new-meeting', {
    orgNo: nordlys,
    meetingType: 'BOARD_MEETING',
    projectName,
    meetingDocumentSelection: 'NOTICE_AND_MINUTES',
    meetingForm: 'hybrid',
    meetingOptions: ['NOTICE', 'MINUTES'],
    meetingDocumentLanguage: 'no',
    ordinaryGeneralMeeting: true,
    meetingDate: '2030-03-02',
    startTime: '12:00',
    endTime: '14:00',
  });
  const { decisionId } = await admin.post(`/project/${projectId}/decisions`, { decisionType: 'freetext' });
  await admin.put(`/project/${projectId}/decisions/${decisionId}`, {
    localizedTitles: [{ language: 'no', title: 'Utbytte' }],
    matterTexts: [{ language: 'no', text }],
    requiresGeneralMeeting: false,
    freetextTypeForAllDocuments: 'DECISION_MATTER',
  });
};

test('an admin turns the AI assistant on, shortens a matter text against the local model and keeps it, and previews a / variable with the share capital', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, nordlysName);
  await openCompanySettings(page, 'Tilganger');
  const setting = page.getByRole('switch', { name: 'Slå på AI-assistenten' });
  // The switch is enabled once the company's setting has loaded: a click before would be undone by that read.
  await expect(setting).toBeEnabled();
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(page.getByText('AI-assistenten er slått på.')).toBeVisible();

  const projectName = `Styremøte om utbytte ${Date.now()}`;
  await boardMeetingWithMatter(page, projectName, paragraph);
  const register = await (await page.request.get(`/api/company/${nordlys}/register`)).json();

  await openProjectByName(page, projectName);
  const matter = page.getByRole('region', { name: 'Sak 1: Utbytte' });
  const text = matter.getByLabel('Sakstekst (Norsk)');
  // A plain text of before the editor reads as it was.
  await expect(text).toHaveText(paragraph);

  // Fewer than three words fail at once, as a banner.
  await matter.getByRole('button', { name: 'AI-assistent' }).click();
  const assistant = matter.getByRole('region', { name: 'AI-assistent' });
  await assistant.getByRole('button', { name: 'Forkort' }).click();
  await text.fill('For kort');
  await assistant.getByRole('button', { name: 'Kjør' }).click();
  await expect(assistant.getByRole('alert')).toHaveText('Skriv minst 3 ord før du bruker assistenten.');
  await text.fill(paragraph);

  await assistant.getByRole('button', { name: 'Kjør' }).click();
  await expect(assistant.getByText('Assistenten skriver …')).toBeVisible();
  await expect(assistant.getByTestId('ai-answer')).toHaveText(firstSentence);
  await expect(assistant.getByText('Ferdig')).toBeVisible();
  await assistant.getByRole('button', { name: 'Behold' }).click();
  await expect(text).toHaveText(firstSentence);

  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Aksjekapitalen er /aksjekap');
  const picker = page.getByRole('listbox', { name: 'Automatiske tekster' });
  await expect(picker.getByRole('option')).toHaveCount(1);
  await expect(picker.getByRole('option', { name: /Aksjekapital/ })).toBeVisible();
  await page.keyboard.press('Enter');
  // The share capital takes a date, today's unless another is typed; Enter keeps it.
  await expect(page.getByLabel('Per dato')).toHaveValue(todayLocalDate());
  await page.keyboard.press('Enter');
  await expect(text).toHaveText(`${firstSentence} Aksjekapitalen er {Aksjekapital per ${todayLocalDate()}} `);

  await matter.getByRole('button', { name: 'Forhåndsvis' }).click();
  const preview = page.getByRole('dialog', { name: 'Forhåndsvis' });
  await expect(preview.getByTestId('rich-text-preview')).toHaveText(`${firstSentence} Aksjekapitalen er ${formatMoney(register.shareCapital, 'nb', 'NOK')}`);
  await preview.getByRole('button', { name: 'Lukk forhåndsvisning' }).click();

  await matter.getByRole('button', { name: 'Lagre sak 1' }).click();
  await expect(page.getByText('Saken er lagret.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sak 1: Utbytte' }).getByLabel('Sakstekst (Norsk)')).toHaveText(`${firstSentence} Aksjekapitalen er {Aksjekapital per ${todayLocalDate()}} `);
});

test('auto-translate: the Norwegian text is translated into an added English text; editing the English turns it off with an info alert', async ({ page }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await signedInApi(page.context(), page.request).then((admin) => admin.put(`/company-settings/${nordlys}/ai-assistant`, { enabled: true }));
  const projectName = `Styremøte om utbytte ${Date.now()}`;
  await boardMeetingWithMatter(page, projectName, 'Styret foreslår utbytte.');
  await openCompanyFromPortfolio(page, nordlysName);
  await openProjectByName(page, projectName);
  const matter = page.getByRole('region', { name: 'Sak 1: Utbytte' });
  await matter.getByRole('button', { name: 'Legg til Engelsk' }).click();
  const auto = matter.getByRole('switch', { name: 'Oversett automatisk fra Norsk til Engelsk' });
  await expect(auto).toBeChecked();

  const norwegian = matter.getByLabel('Sakstekst (Norsk)');
  const english = matter.getByLabel('Sakstekst (Engelsk)');
  await norwegian.fill('Styret foreslår et utbytte på 2 kroner.');
  await norwegian.blur();
  await expect(english).toHaveText('[en] Styret foreslår et utbytte på 2 kroner.');

  await english.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Per share.');
  await expect(matter.getByRole('alert')).toHaveText('Automatisk oversettelse er slått av fordi du endret den oversatte teksten.');
  await expect(auto).not.toBeChecked();
});

test('the notice site shows a matter text’s auto-text variables by name, with their date, never as raw tokens', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\//);
  const admin = await signedInApi(page.context(), page.request);
  const projectName = `Styremøte med variabler ${Date.now()}`;
  const variable = (variableType: string, perDate: string | null) => ({ type: 'autoTextVariable', attrs: { variableType, perDate } });
  const text = JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Kapitalen i ' }, variable('COMPANY_NAME', null), { type: 'text', text: ' var ' }, variable('SHARE_CAPITAL', '2024-03-01'), { type: 'text', text: '.' }] }],
  });
  await createSentBoardMeeting(admin, nordlys, projectName, [{ title: 'Kapitalforhøyelse', text }]);
  const mail = await latestEmailToAbout('styre@andel.demo', `innkalt til «${projectName}`);

  const member = await (await browser.newContext()).newPage();
  // The notice's link as the board member received it by email.
  await member.goto(linkIn(mail, '/notice-board-meeting/'));
  const matter = member.getByRole('region', { name: 'Kapitalforhøyelse' });
  await expect(matter).toContainText('Kapitalen i [Selskapets navn] var [Aksjekapital per 2024-03-01].');
  await expect(matter).not.toContainText('SHARE_CAPITAL');
  await member.context().close();
});
