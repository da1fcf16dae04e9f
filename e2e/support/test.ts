import { test as base } from '@playwright/test';

/**
 * Playwright's `test`, closing at the end of each test the browser contexts it opened itself (a subscriber's, a
 * holder's, a signer's). Left open they keep polling their pages for the rest of the run, loading the server and
 * counting against the per-address limits of later specs.
 */
export const test = base.extend<{ closesOwnContexts: void }>({
  closesOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((opened) => opened !== context && !before.has(opened)).map((opened) => opened.close()));
    },
    { auto: true },
  ],
});
