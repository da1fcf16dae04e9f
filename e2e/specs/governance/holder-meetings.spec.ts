import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { adminApiOf, sendGeneralMeetingNotice } from '../../support/governance.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];
const dividend = 'Generalforsamlingen vedtar et utbytte på 2 kroner per aksje.';

test('a signed-in shareholder finds the company’s general meeting in the shareholder portal and opens their notice by clicking', async ({ page, browser }) => {
  // The spec's own meeting with its notice sent to every holder (the demo's may have been reopened by another spec).
  const projectName = `Ordinær generalforsamling ${Date.now()}`;
  await sendGeneralMeetingNotice(await adminApiOf(browser), { org: company.organisationNumber, projectName, title: 'Utbytte', text: dividend, settings: () => ({ meetingForm: 'electronicGeneralMeeting' }) });

  await signInAs(page, 'shareholder');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  await page.getByRole('main').getByText(company.name, { exact: true }).first().click();
  await expectPath(page, /\/shareholder\//);
  await page.getByRole('navigation').getByRole('link', { name: 'Generalforsamlinger' }).click();
  const meetings = page.getByRole('list', { name: 'Generalforsamlinger' });
  await expect(meetings.getByText(projectName, { exact: true })).toBeVisible();
  await meetings.getByRole('link', { name: `Åpne ${projectName}`, exact: true }).click();
  await expectPath(page, /\/notice-general-meeting\//);
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Innkalling' })).toBeVisible();
  await expect(page.getByText(dividend)).toBeVisible();
});
