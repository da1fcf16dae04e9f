import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cruiseStructure } from './structure-rules';

const planted = 'board-portal/src/planted-import.ts';

const violationsOf = async (source: string) => {
  writeFileSync(planted, source);
  const result = await cruiseStructure([planted]);
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.to}`);
};

describe('the structure check', () => {
  afterEach(() => rmSync(planted, { force: true }));

  it('refuses an app importing another app', async () => {
    const violations = await violationsOf("export { CompanyDashboard } from '../../admin-console/src/CompanyDashboard';\n");
    expect(violations).toContain('no-app-imports-another-app: admin-console/src/CompanyDashboard.tsx');
  }, 120_000);

  it('lets an app import the shared ui workspace', async () => {
    const violations = await violationsOf("export { TopBar } from '@andel/ui/shell';\n");
    expect(violations.filter((violation) => violation.startsWith('no-app-imports-another-app'))).toEqual([]);
  }, 120_000);
});
