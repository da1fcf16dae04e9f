// Spreadsheet import and register export at 1k, 10k and 100k rows: generate an .xlsx in the template's
// format, then time reading + validation, the import (one database transaction) and the Excel and PDF
// exports, with the process's peak RSS during each step (the kernel's high-water mark, reset before each step). The exports
// run in a fresh child process (this file with `--export`), so their peak is not the import's heap left over; the
// spreadsheet is generated in one too (`--generate`).
// Sizes from the command line: `npx tsx import-export.bench.ts 1000 100000`. To measure as the server runs, pass its V8 flags
// (package.json `serve`): `NODE_OPTIONS=--expose-gc npx tsx --max-semi-space-size=16 --heap-growing-percent=15 import-export.bench.ts`.
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import { Company, createCompany, exportRegister, importShareholders, parseShareholderImport, registerUser, User, type RegisterFile } from '@andel/domain/server';
import { importFieldColumns, type ImportColumn } from '@andel/domain/shared';
import ExcelJS from 'exceljs';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { ownCpuMs, postgresCpuMs, round, time } from './stats';

const sizes = process.argv.slice(2).map(Number).filter((size) => size > 0);
if (sizes.length === 0) sizes.push(1_000, 10_000, 100_000);

/** Peak resident memory since the last reset, in MiB (Linux: VmHWM, reset by writing 5 to clear_refs). */
const peakRssMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024);
/** The RSS a step starts from (after a GC): V8 keeps pages a former step grew into, so a step's peak is at least this. */
let startRssMb = 0;
const resetPeak = () => {
  globalThis.gc?.();
  writeFileSync('/proc/self/clear_refs', '5');
  startRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
};
const peak = () => `peak RSS ${peakRssMb()} MiB (${startRssMb} at the start)`;

const spreadsheet = async (rows: number): Promise<Uint8Array> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const sheet = workbook.addWorksheet('Shareholders');
  const columns: ImportColumn[] = [...importFieldColumns, 'shares.A'];
  sheet.addRow(columns).commit();
  for (let i = 0; i < rows; i++) {
    const values: Partial<Record<ImportColumn, string | number>> = {
      type: 'person',
      name: `Person${i} Testesen`,
      address: `Storgata ${i % 200}`,
      postalCode: '0150',
      country: 'NO',
      email: `person${i}@example.no`,
      numberOfShares: 100 + (i % 50),
      'shares.A': i % 3 === 0 ? 10 : 0,
    };
    sheet.addRow(columns.map((column) => values[column] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
};

/** The floor: exceljs' streaming reader over the same file, every row read and nothing done with it. */
const streamingRead = async (file: Uint8Array) => {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(file)]), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows;
};

/** Writes a register file to a sink that only counts bytes, as a response stream would take it. */
const countBytes = async (file: RegisterFile) => {
  let bytes = 0;
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => ((bytes += chunk.length), done()) });
  await file.write(sink);
  return bytes;
};

const actorEmail = 'bench@example.no';

/** The child: `--export <database url> <company id>…` exports each company to Excel and PDF. */
const exportAll = async (url: string, companyIds: string[]) => {
  const orm = await openOrm(url);
  resetPeak();
  console.log(`  (exports in a fresh process: RSS ${startRssMb} MiB with the app's modules loaded)`);
  for (const companyId of companyIds)
    for (const format of ['EXCEL', 'PDF'] as const) {
      const em = orm.em.fork();
      const [actor, company] = await Promise.all([em.findOneOrFail(User, { email: actorEmail }), em.findOneOrFail(Company, companyId)]);
      resetPeak();
      const [exportMs, bytes] = await time(async () => countBytes(await exportRegister({ em, actor, company, options: { content: 'full', language: 'no', format } })));
      console.log(`  ${company.name} export ${format}: ${round(exportMs)} ms (${round(bytes / 1024 / 1024)} MiB), ${peak()}`);
    }
  await orm.close();
};

if (process.argv[2] === '--export') {
  await exportAll(process.argv[3]!, process.argv.slice(4));
  process.exit(0);
}
if (process.argv[2] === '--generate') {
  writeFileSync(process.argv[4]!, await spreadsheet(Number(process.argv[3])));
  process.exit(0);
}

const dataDir = '../.data/bench-import-export';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const actor = await orm.em.fork().transactional((tx) => registerUser({ em: tx, email: actorEmail, name: 'Bench User', password: 'Bench-password-1', language: 'nb', acceptedTerms: true }));

resetPeak();
console.log(`baseline: RSS ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB with the app's modules loaded and PostgreSQL running (in its own processes, not counted)`);
const companyIds: string[] = [];
for (const [index, rows] of sizes.entries()) {
  const company = await createCompany({ em: orm.em.fork(), actor: null, organisationNumber: String(910_000_000 + index), name: `Bench ${rows} AS` });
  companyIds.push(company.id);
  // In a child: the generator's heap is not the import's (V8 keeps the pages a process grew into).
  const path = join(tmpdir(), `andel-bench-${process.pid}-${rows}.xlsx`);
  const [generateMs] = await time(async () => spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--generate', String(rows), path], { stdio: 'inherit' }));
  const file = new Uint8Array(readFileSync(path));
  await rm(path);
  console.log(`${rows} rows: generated ${round(file.length / 1024 / 1024)} MiB .xlsx in ${round(generateMs)} ms`);
  const context = { allowSyntheticTestNumbers: false };
  resetPeak();
  // The faster of two reads: the first also warms the reader's code up, which the parse after it then finds warm.
  const floorMs = Math.min((await time(() => streamingRead(file)))[0], (await time(() => streamingRead(file)))[0]);
  console.log(`  floor, exceljs streaming read: ${round(floorMs)} ms, ${peak()}`);
  resetPeak();
  const [parseMs, parsed] = await time(() => parseShareholderImport({ em: orm.em.fork(), company, upload: { data: file, fileName: 'bench.xlsx' }, ...context }));
  console.log(`  parse + validate: ${round(parseMs)} ms (${parsed.rows.length} rows, errors: ${parsed.hasErrors}), ${peak()}`);
  const parsePeakMb = peakRssMb();
  const em = orm.em.fork();
  resetPeak();
  const [appCpuBefore, databaseCpuBefore] = [ownCpuMs(), postgresCpuMs()];
  const [importMs, imported] = await time(() =>
    importShareholders({ em, actor: em.merge(actor), company: em.merge(company), input: { shareholders: parsed.rows, transactionDate: '2026-01-01', nominalValue: '1' }, ...context }),
  );
  const [appCpuMs, databaseCpuMs] = [ownCpuMs() - appCpuBefore, postgresCpuMs() - databaseCpuBefore];
  console.log(`  import (one transaction): ${round(importMs)} ms (${imported.result === 'imported' ? imported.count : 'refused'}), ${peak()}`);
  console.log(`  import CPU: app ${round(appCpuMs)} ms (${round(appCpuMs / floorMs)}x the floor), PostgreSQL ${round(databaseCpuMs)} ms (${round(databaseCpuMs / floorMs)}x the floor)`);
  const importPeakMb = Math.max(parsePeakMb, peakRssMb());
  console.log(
    `ROW import ${rows} rows, parse + validate + write: ${round(parseMs + importMs)} ms; floor (exceljs streaming read) ${round(floorMs)} ms; ratio ${round((parseMs + importMs) / floorMs)}x (target <= 3x); peak RSS ${importPeakMb} MiB (target <= 512)`,
  );
}
// The same V8 flags and loader (tsx) as this process. `NO_EXPORTS=1` measures the import only.
// `KEY_COST=1`: what the keys and indexes cost PostgreSQL in the last import's rows (`import-key-cost.ts`).
if (process.env.KEY_COST) spawnSync(process.execPath, [...process.execArgv, 'import-key-cost.ts', database.url], { stdio: 'inherit' });
if (!process.env.NO_EXPORTS) spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--export', database.url, ...companyIds], { stdio: 'inherit' });
await orm.close();
await database.stop();
