// Register exports at their floors (issue 29): Excel and PDF of a 100,000-holder register against exceljs and pdfkit
// writing the same rows without the register read, and another user's request while 20 PDF exports of a 5,000-holder
// register run, against the same request alone. Each row prints its floor from this run, the ratio and the peak RSS
// (the kernel's high-water mark for the whole process, worker threads included, reset before each step).
// Sizes: `npx tsx export.bench.ts 100000 5000`.
import { createApp } from '@andel/bff';
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import { Company, createCompany, exportRegister, grantCompanyAccess, importShareholders, registerUser, User, type RegisterFile } from '@andel/domain/server';
import { IsolationLevel } from '@mikro-orm/core';
import ExcelJS from 'exceljs';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { loadConfig } from '../bff/src/config';
import { TestClient } from '../bff/testing/test-client';
import { collectRegisterExport, type ExportHolder } from '../domain/src/register/export/collect-register-export';
import { exportColumns } from '../domain/src/register/export/export-columns';
import { exportLimits } from '../domain/src/register/export/export-limits';
import { writeRegisterPdf } from '../domain/src/register/export/write-register-pdf';
import { round, summarize, time } from './stats';

const [large = 100_000, small = 5_000] = process.argv.slice(2).map(Number).filter((size) => size > 0);
const concurrent = 20;

const peakRssMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024);
let startRssMb = 0;
const resetPeak = () => {
  globalThis.gc?.();
  writeFileSync('/proc/self/clear_refs', '5');
  startRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
};
const peak = () => `peak RSS ${peakRssMb()} MiB (${startRssMb} at the start)`;
const ratio = (value: number, floor: number) => `${round(value / floor)}x`;

/** A sink that only counts bytes, as a response stream would take them. */
const counter = () => {
  let bytes = 0;
  return { sink: new Writable({ write: (chunk: Buffer, _encoding, done) => ((bytes += chunk.length), done()) }), bytes: () => bytes };
};
const written = async (write: (stream: Writable) => Promise<unknown>) => {
  const { sink, bytes } = counter();
  await write(sink);
  return bytes();
};
/** The event loop's longest stall while `work` runs, in ms: how late a 10 ms timer fires at worst. */
const withLoopDelay = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 10);
    last = now;
  }, 10);
  const result = await work();
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(timer);
  return [result, round(longest)];
};

const dataDir = '../.data/bench-export';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const password = 'Bench-password-1';
const newUser = (email: string) => orm.em.fork().transactional((tx) => registerUser({ em: tx, email, name: 'Bench User', password, language: 'nb', acceptedTerms: true }));
const [admin, other] = [await newUser('admin@example.no'), await newUser('other@example.no')];

/** A company of `holders` people, imported through the import's use-case (share numbers handed out by it). */
const companyOf = async (index: number, holders: number, user: User) => {
  const company = await createCompany({ em: orm.em.fork(), actor: null, organisationNumber: String(910_000_000 + index), name: `Bench ${holders} AS` });
  await orm.em.fork().transactional((tx) => grantCompanyAccess({ em: tx, actor: null, user: tx.merge(user), company: tx.merge(company), grant: { accessType: 'ADMIN' } }));
  const shareholders = Array.from({ length: holders }, (_, i) => ({
    rowNumber: i + 2,
    values: { type: 'person', name: `Person${i} Testesen`, address: `Storgata ${i % 200}`, postalCode: '0150', country: 'NO', email: `person${i}@example.no`, numberOfShares: String(100 + (i % 50)), 'shares.A': i % 3 === 0 ? '10' : '0' },
  }));
  const em = orm.em.fork();
  const [ms, imported] = await time(() => importShareholders({ em, actor: em.merge(admin), company: em.merge(company), input: { shareholders, transactionDate: '2026-01-01', nominalValue: '1' }, allowSyntheticTestNumbers: false }));
  if (imported.result !== 'imported') throw new Error('the bench register did not import');
  console.log(`(setup: ${holders} holders imported in ${round(ms)} ms)`);
  return company;
};
const largeCompany = await companyOf(0, large, admin);
const smallCompany = await companyOf(1, small, admin);
const otherCompany = await companyOf(2, 25, other);
await orm.em.getConnection().execute('analyze');

const exportOf = async (company: Company, format: 'EXCEL' | 'PDF') => {
  const em = orm.em.fork();
  const file: RegisterFile = await exportRegister({ em, actor: em.merge(admin), company: em.merge(company), options: { content: 'full', language: 'no', format } });
  return written(file.write);
};
/** The register's holders read once into memory, for the floors (not timed). */
const heldInMemory = async (company: Company) => {
  const em = orm.em.fork();
  await em.begin({ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  const data = await collectRegisterExport({ em, company: em.merge(company), language: 'no' });
  const holders: ExportHolder[] = [];
  for await (const holder of data.holders()) holders.push(holder);
  await em.commit();
  return { ...data, holders: async function* () { yield* holders; } };
};

console.log(`## Excel export, ${large} holders`);
resetPeak();
const [excelMs, excelBytes] = await time(() => exportOf(largeCompany, 'EXCEL'));
const excelPeak = peak();
resetPeak();
await exportOf(smallCompany, 'EXCEL');
const smallExcelPeak = peak();
const inMemory = await heldInMemory(largeCompany);
const columns = exportColumns(inMemory, 'full');
const rows: (string | number)[][] = [];
for await (const holder of inMemory.holders()) rows.push(columns.map((column) => (column.numeric && column.value(holder) !== '' ? Number(column.value(holder)) : column.value(holder))));
const [excelFloorMs] = await time(() =>
  written(async (stream) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Aksjonærer');
    sheet.addRow(columns.map((column) => column.header)).commit();
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  }),
);
rows.length = 0;
console.log(
  `Excel export ${large} holders: ${round(excelMs)} ms (${round(excelBytes / 1024 / 1024)} MiB); floor (exceljs streaming write of the same rows, held in memory) ${round(excelFloorMs)} ms; ratio ${ratio(excelMs, excelFloorMs)} (target <= 2x); ${excelPeak}; at ${small} holders ${smallExcelPeak}`,
);

console.log(`## PDF export, ${large} holders`);
resetPeak();
const [[pdfMs, pdfBytes], pdfStall] = await withLoopDelay(() => time(() => exportOf(largeCompany, 'PDF')));
const pdfPeak = peak();
const [[pdfFloorMs], floorStall] = await withLoopDelay(() => time(() => written((stream) => writeRegisterPdf(inMemory, 'full', stream))));
console.log(
  `PDF export ${large} holders: ${round(pdfMs)} ms (${round(pdfBytes / 1024 / 1024)} MiB), event loop's longest stall ${pdfStall} ms; floor (pdfkit drawing the same table from holders in memory, on this thread) ${round(pdfFloorMs)} ms, longest stall ${floorStall} ms; ratio ${ratio(pdfMs, pdfFloorMs)} (target <= 2x); ${pdfPeak}`,
);

console.log(`## another user's request while ${concurrent} PDF exports of ${small} holders run`);
const config = loadConfig({ APP_URL: 'http://localhost:3000' });
const app = createApp({ orm, config, serveApps: false });
const [adminClient, otherClient] = [new TestClient(app), new TestClient(app)];
await adminClient.signIn('admin@example.no', password);
await otherClient.signIn('other@example.no', password);
const request = `/api/company/${otherCompany.organisationNumber}/shareholders/list?range=[0,24]`;
const timed = async () => {
  const [ms, response] = await time(async () => {
    const answer = await otherClient.get(request);
    await answer.arrayBuffer();
    return answer;
  });
  if (!response.ok) throw new Error(`${request} answered ${response.status}`);
  return ms;
};
for (let i = 0; i < 10; i++) await timed();
const alone: number[] = [];
for (let i = 0; i < 50; i++) alone.push(await timed());
resetPeak();
let running = true;
const exportsStarted = performance.now();
const exports = Promise.all(
  Array.from({ length: concurrent }, async () => {
    const response = await adminClient.get(`/api/shareholder/export/${smallCompany.organisationNumber}?format=PDF&content=full&language=no`);
    if (!response.ok) throw new Error(`the export answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  }),
).finally(() => (running = false));
const during: number[] = [];
while (running) during.push(await timed());
await exports;
const exportsMs = performance.now() - exportsStarted;
const [aloneSummary, duringSummary] = [summarize(alone), summarize(during)];
console.log(
  `another user's GET shareholders/list: p95 ${duringSummary.p95} ms (median ${duringSummary.median}, max ${duringSummary.max}, n ${duringSummary.n}) while ${concurrent} PDF exports ran; floor (alone) p95 ${aloneSummary.p95} ms (median ${aloneSummary.median}); ratio ${ratio(duringSummary.p95, aloneSummary.p95)} (target <= 3x); ${peak()}`,
);
console.log(`(the ${concurrent} exports took ${round(exportsMs)} ms in all, queued ${exportLimits().perProcess} at a time in this process, ${exportLimits().perCompany} at a time for the company)`);

await orm.close();
await database.stop();
process.exit(0);
