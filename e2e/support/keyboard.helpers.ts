import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element has the focus and shows it as keyboard focus (`:focus-visible`, or MUI's focus-visible state). */
const hasVisibleFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement && (element.matches(':focus-visible') || element.classList.contains('Mui-focusVisible') || !!element.closest('.Mui-focusVisible, .Mui-focused')));

/**
 * Presses `key` (Tab by default; the arrow keys inside a tab list or a radio group, as their pattern asks) until `target`
 * has the focus, at most `max` times, and checks the focus shows.
 */
export const pressUntilFocused = async (page: Page, target: Locator, { key = 'Tab', max = 60 }: { key?: string; max?: number } = {}) => {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  expect(await hasVisibleFocus(target), 'the focus shows').toBe(true);
};
