// Company-name search in the local register with 20,000 companies: the trigram index keeps `ilike '%…%'` fast.
import { createApp } from '@andel/bff';
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import { addRegisterCompanies, registerUser } from '@andel/domain/server';
import { rm } from 'node:fs/promises';
import { loadConfig } from '../bff/src/config';
import { TestClient } from '../bff/testing/test-client';
import { summarize, time } from './stats';

const rows = 20_000;
const words = ['Nordlys', 'Fjell', 'Havbris', 'Skog', 'Bygg', 'Eiendom', 'Teknologi', 'Invest', 'Holding', 'Consult', 'Marin', 'Energi'];
const nameOf = (i: number) => `${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]} ${i} AS`;

const dataDir = '../.data/bench-company-search';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const companies = Array.from({ length: rows }, (_, i) => ({ organisationNumber: String(900_000_000 + i), name: nameOf(i), postalCode: '0150', city: 'OSLO' }));
for (let start = 0; start < rows; start += 2_000) await addRegisterCompanies({ em: orm.em.fork(), companies: companies.slice(start, start + 2_000) });
await orm.em.getConnection().execute('analyze register_company');
const em = orm.em.fork();
await em.transactional((tx) => registerUser({ em: tx, email: 'bench@example.no', name: 'Bench User', password: 'Bench-password-1', language: 'nb', acceptedTerms: true }));

const app = createApp({ orm, config: loadConfig({ APP_URL: 'http://localhost:3000' }), serveApps: false });
const client = new TestClient(app);
await client.signIn('bench@example.no', 'Bench-password-1');

const explain = async (pattern: string) => {
  const plan = await orm.em.getConnection().execute(`explain analyze select * from register_company where country = 'NO' and search_name like '${pattern}' order by name limit 20`);
  const lines = plan.map((row: Record<string, string>) => String(Object.values(row)[0]).trim());
  return lines.filter((line) => /Scan on|Execution/.test(line)).join(' | ');
};
console.log('plan for 3+ characters:', await explain('%havbris skog%'));
console.log('plan for 2 characters:', await explain('%ho%'));
for (const query of ['ho', 'fjell', 'havbris skog', 'finnes ikke']) {
  const timings: number[] = [];
  for (let i = 0; i < 100; i++) timings.push((await time(() => client.get(`/api/companysearch?q=${encodeURIComponent(query)}`)))[0]);
  console.log(`GET /api/companysearch?q=${query} (${rows} companies)`, summarize(timings));
}
await orm.close();
await database.stop();
