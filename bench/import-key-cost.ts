// What PostgreSQL spends on the import's rows, and how much of it its keys and indexes are: the company with the
// most postings (the last import's) has its postings, holdings and holder totals inserted again, each variant in a
// transaction that is rolled back. Run by `KEY_COST=1 npx tsx import-export.bench.ts 100000` (it needs the
// superuser the embedded PostgreSQL gives, to switch the key triggers off).
import pg from 'pg';
import { postgresCpuMs, round } from './stats';

const client = new pg.Client({ connectionString: process.argv[2] });
await client.connect();
const { rows } = await client.query<{ id: string; postings: string }>('select company_id as id, count(*) as postings from posting group by company_id order by count(*) desc limit 1');
const { id: companyId, postings } = rows[0]!;

const tables = ['posting', 'holding', 'shareholder_total'] as const;
const inserts: Record<(typeof tables)[number], string> = {
  posting: 'insert into posting (entry_id, company_id, shareholder_id, share_class_id, quantity, number_from, number_to) select entry_id, company_id, shareholder_id, share_class_id, quantity, number_from, number_to from saved_posting order by id',
  holding: 'insert into holding select * from saved_holding order by shareholder_id, share_class_id',
  shareholder_total: 'insert into shareholder_total select * from saved_shareholder_total order by shareholder_id',
};

const measure = async (label: string, table: (typeof tables)[number], setup: string[]) => {
  await client.query('begin');
  // Copies first, then the company's rows out (totals and holdings before the postings they derive from).
  for (const name of tables) await client.query(`create temporary table saved_${name} on commit drop as select * from ${name} where company_id = $1`, [companyId]);
  for (const name of [...tables].reverse()) await client.query(`delete from ${name} where company_id = $1`, [companyId]);
  for (const statement of setup) await client.query(statement);
  const [wallStart, cpuStart] = [performance.now(), postgresCpuMs()];
  await client.query(inserts[table]);
  console.log(`  ${table}, ${label}: ${round(postgresCpuMs() - cpuStart)} ms PostgreSQL CPU (${round(performance.now() - wallStart)} ms wall)`);
  await client.query('rollback');
};

console.log(`key cost: ${postings} postings of one company inserted again, each variant rolled back`);
const secondaryIndexes = ['posting_entry_id_index', 'posting_company_id_shareholder_id_index', 'posting_share_class_id_index'];
await measure('as is', 'posting', []);
await measure('without its key triggers', 'posting', ['alter table posting disable trigger all']);
await measure('without its secondary indexes', 'posting', secondaryIndexes.map((index) => `drop index ${index}`));
await measure('without either', 'posting', ['alter table posting disable trigger all', ...secondaryIndexes.map((index) => `drop index ${index}`)]);
await measure('without its company key', 'posting', ['alter table posting drop constraint posting_company_id_foreign']);
await measure('without its shareholder key', 'posting', ['alter table posting drop constraint posting_shareholder_id_foreign']);
await measure('as is', 'holding', []);
await measure('without its key triggers', 'holding', ['alter table holding disable trigger all']);
await measure('as is', 'shareholder_total', []);
await measure('without its triggers (keys and the company total)', 'shareholder_total', ['alter table shareholder_total disable trigger all']);
await client.end();
