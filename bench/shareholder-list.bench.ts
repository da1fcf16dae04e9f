// The shareholder list's first page (current holders by votes, the default) of a company with 1,000,000 holders
// (issue 29). The holders, holdings and holder totals are generated in the database (generate_series), as the read
// model the list reads; no log is needed for it. `tsx shareholder-list.bench.ts [holders]`; EXPLAIN=1 prints the
// plan of one request's statements.
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import { createCompany, createShareClass, findShareholderList, registerUser, ZShareholderListQuerySchema } from '@andel/domain/server';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { round, summarize, time } from './stats';

const holderCount = Number(process.argv[2] ?? 1_000_000);
const requests = 20;
const targetMs = 100;

const dataDir = '../.data/bench-shareholder-list';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const sql = new pg.Client(database.url);
await sql.connect();

const em = orm.em.fork();
const user = await em.transactional((tx) => registerUser({ em: tx, email: 'bench@example.no', name: 'Bench User', password: 'Bench-password-1', language: 'nb', acceptedTerms: true }));
const company = await createCompany({ em, actor: user, organisationNumber: '910000100', name: 'Bench List AS' });
const shareClass = await createShareClass({ em, actor: user, company, input: { organizationnumber: '910000100', shareTypeCode: 'A', vote: '1', historical: false } });

// Holder g holds 1 + (g * 7919 mod 1000) shares, numbered after the holders before it.
const [loadMs] = await time(async () => {
  await sql.query(
    `insert into shareholder (id, company_id, is_company, first_name, last_name, created_at, updated_at)
     select gen_random_uuid(), $1, false, 'Holder', 'Number ' || g, now(), now() from generate_series(1, $2) g`,
    [company.id, holderCount],
  );
  await sql.query(
    `insert into holding (shareholder_id, share_class_id, company_id, shares, share_numbers)
     select id, $2, $1, shares, (upto - shares + 1) || '-' || upto
       from (select id, shares, sum(shares) over (order by id) as upto
               from (select id, 1 + (abs(hashtext(id::text)) % 1000) as shares from shareholder where company_id = $1) s) n`,
    [company.id, shareClass.id],
  );
  await sql.query(
    `insert into shareholder_total (shareholder_id, company_id, shares, votes)
     select shareholder_id, company_id, shares, shares from holding where company_id = $1 order by shareholder_id`,
    [company.id],
  );
  await sql.query('vacuum analyze');
});
console.log(`generated ${holderCount} holders: ${round(loadMs / 1000)} s`);

const query = ZShareholderListQuerySchema.parse({});
const firstPage = () => findShareholderList({ em: orm.em.fork(), company, query });
await firstPage();
const timings: number[] = [];
for (let i = 0; i < requests; i++) timings.push((await time(firstPage))[0]);
const summary = summarize(timings);
console.log(`shareholder list, first page by votes (${holderCount} holders)`, summary);
const [load] = (await import('node:os')).loadavg();
console.log(`ROW shareholder list first page ${holderCount / 1_000_000}M holders: ${summary.median} (p95 ${summary.p95}; target ${targetMs} ms; load ${round(load!)})`);

if (process.env.EXPLAIN) {
  // The two statements linear in holders that the list ran before the maintained company totals.
  for (const statement of ['select count(*) from shareholder_total t where t.company_id = $1', 'select sum(shares), sum(votes) from shareholder_total t where t.company_id = $1']) {
    const plan = await sql.query(`explain (analyze, buffers) ${statement}`, [company.id]);
    console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}

await sql.end();
await orm.close(true);
await database.stop();
