// The admin console's JavaScript as a person meets it, in Chromium against the real server and its demo data: what
// loads from the sign-in page until the portfolio shows, and what more until a company's dashboard shows (gzip sizes).
// Needs the apps built (`npm run build`).
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { demoUsers, freePort } from '@andel/db';

const dataDir = '../.data/bench-console-bundle';
const targetKb = 300;
const company = 'Nordlys Teknologi AS';

const waitForServer = async (url: string) => {
  for (;;) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Gzip sizes of the scripts (and the texts of the language shown) the page loads, by address, while `step` runs. */
const scriptsLoadedDuring = async (page: Page, step: () => Promise<void>) => {
  const sizes = new Map<string, Promise<number>>();
  const onResponse = (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    if (response.request().resourceType() === 'script' || response.url().includes('/api/translations/')) sizes.set(response.url(), response.body().then((body) => gzipSync(body).length));
  };
  page.on('response', onResponse);
  await step();
  page.off('response', onResponse);
  return new Map(await Promise.all([...sizes].map(async ([url, size]) => [url, await size] as const)));
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((sum, size) => sum + size, 0);

await rm(dataDir, { recursive: true, force: true });
const port = await freePort();
const baseUrl = `http://localhost:${port}`;
const server = spawn('tsx', ['../bff/src/server.ts'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl }, stdio: 'ignore' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitForServer(`${baseUrl}/api/auth/status`);
  const page = await browser.newPage({ locale: 'nb-NO' });
  const beforePortfolio = await scriptsLoadedDuring(page, async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/e-post/i).fill(demoUsers.admin.email);
    await page.getByLabel(/passord/i).fill(demoUsers.admin.password);
    await page.getByRole('button', { name: /logg inn/i }).click();
    await page.getByRole('main').getByText(company, { exact: true }).first().waitFor();
  });
  const beforeDashboard = await scriptsLoadedDuring(page, async () => {
    await page.getByRole('main').getByText(company, { exact: true }).first().click();
    await page.getByRole('heading', { name: company, level: 1 }).waitFor();
  });
  if (process.env.BENCH_VERBOSE) for (const [url, size] of [...beforePortfolio, ...beforeDashboard]) console.log(kb(size), url.split("/").pop());
  const more = new Map([...beforeDashboard].filter(([url]) => !beforePortfolio.has(url)));
  const texts = new Map([...beforePortfolio].filter(([url]) => url.includes('/api/translations/')));
  for (const url of texts.keys()) beforePortfolio.delete(url);
  console.log(`admin console JavaScript before the portfolio shows: ${kb(total(beforePortfolio))} gzip in ${beforePortfolio.size} files (target <= ${targetKb} KB)`);
  console.log(`  and the texts of the one language shown: ${kb(total(texts))} gzip`);
  console.log(`  more before a company's dashboard shows: ${kb(total(more))} gzip in ${more.size} files (target <= ${targetKb} KB)`);
} finally {
  await browser.close();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
