import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { expectPath } from './sign-in.helpers';

/** The machine is shared: generous waits instead of sleeps. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** In the project's allocation section: the proposed allocation confirmed with nothing left, and applied to the register as a pending issue. */
export const confirmAndApplyAllocation = async (page: Page, allocation: Locator, round: Locator) => {
  await allocation.getByRole('button', { name: 'Bekreft tildeling' }).click();
  await expect(round.getByText('Igjen å tildele: 0')).toBeVisible();
  await allocation.getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Før inn i aksjeeierboken' }).click();
  await expect(allocation.getByText(/Ført inn i aksjeeierboken \d{4}-\d{2}-\d{2}, ikke registrert i Foretaksregisteret ennå\./)).toBeVisible();
};

/** From the applied allocation: its issue in the transaction log, not yet registered. */
export const openAppliedIssue = async (page: Page, allocation: Locator) => {
  await allocation.getByRole('link', { name: 'Åpne transaksjonen' }).click();
  await expectPath(page, /\/shareholders\/transactions\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Ikke registrert', { exact: true }).first()).toBeVisible();
};

/** The first and last share number of a holder's line in the open transaction. */
export const shareRangeOf = async (page: Page, name: string) => {
  const [, from, to] = /(\d+)\s*[-–]\s*(\d+)/.exec((await page.getByRole('row', { name: new RegExp(name) }).textContent()) ?? '')!;
  return [BigInt(from!), BigInt(to!)] as const;
};
