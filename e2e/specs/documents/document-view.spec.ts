import { expect } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies, demoDocumentView } from '@andel/db';
import { signedInApi } from '../../support/api.helpers';
import { expectPath, signInAs } from '../../support/sign-in.helpers';

const nordlys = demoCompanies[0];

test('a document view link shows the shared PDF to its recipient without signing in, and a wrong link says the file is missing', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await expectPath(page, /\/portfolio\/all\/companies$/);
  const admin = await signedInApi(page.context(), page.request);
  const top = await admin.post(`/archive/${nordlys.organisationNumber}/list`, { rootFolder: 'admin-archive' });
  const folder = top.entries.find((entry: { name: string }) => entry.name === demoDocumentView.folder);
  const listed = await admin.post(`/archive/${nordlys.organisationNumber}/list`, { parentId: folder.id });
  const documentId = listed.entries.find((entry: { name: string }) => entry.name === demoDocumentView.fileName).id as string;

  const anonymous = await (await browser.newContext()).newPage();
  // The address itself is the subject: the demo's view link, as its recipient holds it (the demo shares it without an email).
  await anonymous.goto(`/document/view/${documentId}?recipientId=${demoDocumentView.recipientId}`);
  await expect(anonymous.getByRole('heading', { name: demoDocumentView.fileName })).toBeVisible();
  await expect(anonymous.getByText(`Delt fra ${nordlys.name}`)).toBeVisible();
  const frame = anonymous.locator(`iframe[title="Forhåndsvisning av ${demoDocumentView.fileName}"]`);
  await expect(frame).toBeVisible();
  const shown = await anonymous.evaluate(async (src) => {
    const response = await fetch(src);
    return { status: response.status, type: response.headers.get('content-type'), frame: response.headers.get('x-frame-options') };
  }, (await frame.getAttribute('src'))!);
  expect(shown).toEqual({ status: 200, type: 'application/pdf', frame: 'SAMEORIGIN' });
  await expect(anonymous.getByRole('link', { name: 'Last ned' })).toBeVisible();

  // The address itself is the subject: a link with a wrong recipient.
  await anonymous.goto(`/document/view/${documentId}?recipientId=00000000-0000-4000-8000-000000000000`);
  await expect(anonymous.getByText('Dokumentet finnes ikke lenger, eller lenken er feil.')).toBeVisible();
  await expect(anonymous.getByRole('heading', { name: demoDocumentView.fileName })).toHaveCount(0);
});
