// The public shareholder register: generate an extract of 2,000,000 rows (in bench/public-register-extract.ts, not
// committed data), load it as the back office does (streamed, COPY into staging, swapped into the year), then
// auto-import the company with 50,000 holders. Targets: the load under 2 minutes with flat memory, the auto-import
// under 10 s; each step prints its time and the process's peak RSS. Sizes: `npx tsx public-register.bench.ts 2000000 50000`.
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import { autoImportFromPublicRegister, createCompany, PublicRegisterLoad, registerUser, startPublicRegisterLoad } from '@andel/domain/server';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { round, time } from './stats';
import { writePublicRegisterExtract } from './public-register-extract';

const [rows = 2_000_000, bigHolders = 50_000] = process.argv.slice(2).map(Number).filter((size) => size > 0);
const year = 2025;

const peakRssMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024);
const resetPeak = () => {
  globalThis.gc?.();
  writeFileSync('/proc/self/clear_refs', '5');
  return Math.round(process.memoryUsage().rss / 1024 / 1024);
};

const dataDir = '../.data/bench-public-register';
const file = `${dataDir}-extract.csv`;
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const actor = await orm.em.fork().transactional((tx) => registerUser({ em: tx, email: 'bench@example.no', name: 'Bench User', password: 'Bench-password-1', language: 'nb', acceptedTerms: true, superAdmin: true }));

const [generateMs, bigOrgNo] = await time(() => writePublicRegisterExtract(file, rows, bigHolders));
const bytes = statSync(file).size;
console.log(`${rows} rows: generated ${round(bytes / 1024 / 1024)} MiB in ${round(generateMs)} ms`);

let start = resetPeak();
const [loadMs, loadId] = await time(async () => {
  const { load, done } = await startPublicRegisterLoad({ em: orm.em.fork(), actor, year, fileName: 'bench.csv', fileBytes: bytes, open: () => createReadStream(file, { highWaterMark: 256 * 1024 }) });
  await done;
  return load.id;
});
const loaded = await orm.em.fork().findOneOrFail(PublicRegisterLoad, { id: loadId });
console.log(`  load (stream, COPY, swap): ${round(loadMs / 1000)} s (target < 120 s): ${loaded.status}, ${loaded.rowsLoaded} loaded, ${loaded.rowsRefused} refused; peak RSS ${peakRssMb()} MiB (${start} at the start)`);

const company = await createCompany({ em: orm.em.fork(), actor: null, organisationNumber: bigOrgNo, name: 'Storeier ASA' });
start = resetPeak();
const em = orm.em.fork();
const [importMs, imported] = await time(() => autoImportFromPublicRegister({ em, actor: em.merge(actor), company: em.merge(company) }));
console.log(`  auto-import of ${imported.shareholders} holders: ${round(importMs / 1000)} s (target < 10 s); peak RSS ${peakRssMb()} MiB (${start} at the start)`);

await orm.close();
await database.stop();
await rm(file, { force: true });
