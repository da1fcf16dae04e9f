import { expect, type Browser } from '@playwright/test';
import { latestEmailToAbout } from './mail/mailbox';
import { codeTo } from './signing.helpers';

/** The subscriber opens the emailed subscription link in their own browser, subscribes `shares` A-shares and signs with the emailed code. */
export const subscribeAndSign = async (browser: Browser, companyName: string, email: string, shares: string) => {
  const subscriber = await (await browser.newContext({ locale: 'nb-NO' })).newPage();
  const link = new URL(/https?:\/\/\S+\/subscription-form\?ref=[A-Za-z0-9_-]+/.exec((await latestEmailToAbout(email, '/subscription-form?ref=')).text ?? '')![0]);
  // A link taken from the email.
  await subscriber.goto(`${link.pathname}${link.search}`);
  await expect(subscriber.getByRole('heading', { name: `Tegningsblankett – ${companyName}` })).toBeVisible();
  await subscriber.getByLabel('Antall aksjer, A').fill(shares);
  await subscriber.getByRole('button', { name: 'Lagre tegningen' }).click();
  await expect(subscriber.getByText('Tegningen er lagret. Signer blanketten for å fullføre.')).toBeVisible();
  await subscriber.getByRole('button', { name: 'Send meg en kode på e-post' }).click();
  await expect(subscriber.getByText(/Vi har sendt en kode til/)).toBeVisible();
  await subscriber.getByLabel('Kode fra e-posten').fill(await codeTo(email));
  await subscriber.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(subscriber.getByText('Dokumentet er signert. Takk!')).toBeVisible();
  await subscriber.context().close();
};
