import { defineConfig } from '@playwright/test';
import { smtpPort } from './support/mail/mail-settings';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/**
 * Runs the real server (built apps, embedded PostgreSQL in a fresh data directory, demo data) and drives
 * Debian's Chromium. `npm run test:e2e` builds the apps first. Emails go over SMTP to the mail catcher of the global setup.
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './support/mail/mail-catcher.ts',
  // Generous: react-admin screens load lazily, and a loaded 2-core machine is slow; a passing test is not slowed by it.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'nb-NO',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf ../.data/e2e && DATA_DIR=../.data/e2e OIDC_DEV_PROVIDER=1 AI_DEV_SERVER=1 EXCHANGE_RATE_DEV_SERVER=1 SMTP_URL=smtp://127.0.0.1:${smtpPort} PORT=${port} APP_URL=${baseURL} tsx --max-semi-space-size=16 --heap-growing-percent=15 ../bff/src/server.ts`,
    url: `${baseURL}/api/auth/status`,
    // A loaded machine has taken over four minutes to start it (migrations, demo data, the apps' bundles).
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
