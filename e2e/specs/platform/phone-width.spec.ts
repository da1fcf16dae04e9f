import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../../support/test';
import { demoCompanies } from '@andel/db';
import { openCompanyFromPortfolio, openFromCompanyMenu } from '../../support/navigation.helpers';
import { signInAs } from '../../support/sign-in.helpers';

const company = demoCompanies[0];
test.use({ viewport: { width: 390, height: 844 } });

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every visible element of `controls` with its box; fails when two boxes overlap or one leaves the 390 px screen. */
const expectNoOverlap = (controls: Locator) =>
  // Retried until the layout settles: the live tab draws itself again when the meeting's snapshot arrives.
  expect(async () => {
    // Read in one pass so the boxes come from the same layout; hidden (zero-size) elements are left out.
    // An element inside another of the set (a title inside its link) is part of it, not a neighbour.
    const boxes = await controls.evaluateAll((elements) =>
      elements
        .filter((element) => !elements.some((other) => other !== element && other.contains(element)))
        .map((element) => ({ name: (element as HTMLElement).innerText.trim() || (element.getAttribute('aria-label') ?? element.tagName), box: element.getBoundingClientRect().toJSON() as Box }))
        .filter(({ box }) => box.width > 0 && box.height > 0),
    );
    expect(boxes.length).toBeGreaterThan(1);
    for (const { name, box } of boxes) expect(box.x + box.width, `${name} inside the screen`).toBeLessThanOrEqual(390);
    const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => intersect(a.box, b.box)).map((b) => `${a.name} / ${b.name}`));
    expect(overlapping).toEqual([]);
  }).toPass({ timeout: 10_000 });

/** Nothing on the page is wider than the 390 px screen (a row that does not wrap pushes the page sideways). */
const expectNoSidewaysScroll = async (page: Page) => {
  const { width, widest } = await page.evaluate(() => {
    // What reaches past the screen, outside any box that scrolls sideways on its own: named in the failure.
    const scrollsAlone = (element: Element | null): boolean => !!element && (['auto', 'scroll'].includes(getComputedStyle(element).overflowX) || scrollsAlone(element.parentElement));
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > 390 && !scrollsAlone(element.parentElement));
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    return { width: document.documentElement.scrollWidth, widest: past.slice(-5).map(describe) };
  });
  expect(width, `wider than the screen: ${widest.join(', ')}`).toBeLessThanOrEqual(390);
};

test('at 390 px the admin’s top bar and the live meeting’s actions do not overlap', async ({ page }) => {
  await signInAs(page, 'admin');
  await openCompanyFromPortfolio(page, company.name);
  const topBar = page.getByRole('banner').first();
  await expect(topBar.getByRole('button').first()).toBeVisible();
  // The buttons, links and the title text of the bar: none on top of another, none beyond the screen's edge.
  await expectNoOverlap(topBar.locator('a, button, h1, h2, h3, h4, h5, h6, .MuiTypography-root'));
  await expectNoSidewaysScroll(page);

  await openFromCompanyMenu(page, 'Generalforsamlinger');
  await page.getByRole('list', { name: 'Generalforsamlinger' }).getByRole('link', { name: /Ordinær generalforsamling(?! \d{13})/ }).first().click();
  await page.getByRole('tab', { name: 'Direkte møte' }).click();
  const live = page.getByTestId('live-meeting-admin');
  await expect(live.getByTestId('live-meeting-status')).toBeVisible();
  await expect(live.getByTestId('live-step-registration').getByRole('button')).toBeVisible();
  // The meeting's status row and each step: the label, its state and its action button side by side or stacked, never on top of each other.
  await expectNoOverlap(live.locator('[data-testid="live-meeting-status"], [data-testid="live-meeting-status"] ~ *'));
  for (const step of await live.locator('[data-testid^="live-step-"]').all()) await expectNoOverlap(step.locator('.MuiListItemText-primary, .MuiListItemText-secondary, button'));
  // The attendance and voting tables scroll sideways on their own; every other action of the tab lies within the screen.
  await expectNoOverlap(live.locator('button:not(table button)'));
  await expectNoSidewaysScroll(page);
});
