import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rules of axe-core. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules left out, each with its reason. Keep this short: a violation is fixed in the app, not listed here.
 * (Empty today: every violation the audit found was fixed at its root.)
 */
const exceptions: readonly { rule: string; reason: string }[] = [];

/** Runs axe-core on the page as it is shown and fails on any serious or critical violation, naming rule, elements and help. */
export const expectNoSeriousA11yViolations = async (page: Page, label: string) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .disableRules(exceptions.map(({ rule }) => rule))
    .analyze();
  const serious = violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => `${impact} ${id}: ${help} — ${nodes.map(({ target }) => target.join(' ')).slice(0, 5).join(', ')}${nodes.length > 5 ? ` (+${nodes.length - 5})` : ''}`);
  expect(serious, `accessibility of ${label}`).toEqual([]);
};
