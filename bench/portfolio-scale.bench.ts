// A user with access to many companies (issue 4): the portfolio overview (with its subsidiaries), its tabs across
// companies (follow-up, contacts, holders) and company search as the user's
// companies grow from 10 to 1,000, with a portfolio instance holding all of them. Companies are made through the
// domain's use-cases, as a real onboarding would.
import { createApp } from '@andel/bff';
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import { addCompaniesToPortfolio, addRegisterCompanies, createCompany, createPortfolio, grantCompanyAccess, registerUser, type User } from '@andel/domain/server';
import { rm } from 'node:fs/promises';
import { loadConfig } from '../bff/src/config';
import { TestClient } from '../bff/testing/test-client';
import { summarize, time } from './stats';

const steps = [10, 100, 1_000];
const words = ['Nordlys', 'Fjell', 'Havbris', 'Skog', 'Bygg', 'Eiendom', 'Teknologi', 'Invest', 'Holding', 'Consult'];
const companyAt = (i: number) => ({ organisationNumber: String(910_000_000 + i), name: `${words[i % words.length]} ${words[Math.floor(i / 10) % 10]} ${i} AS` });

const dataDir = '../.data/bench-portfolio-scale';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const user: User = await orm.em.fork().transactional((tx) =>
  registerUser({ em: tx, email: 'cfo@example.no', name: 'Group CFO', password: 'Bench-password-1', language: 'nb', acceptedTerms: true }),
);
const app = createApp({ orm, config: loadConfig({ APP_URL: 'http://localhost:3000' }), serveApps: false });
const client = new TestClient(app);
await client.signIn('cfo@example.no', 'Bench-password-1');

const measure = async (path: string, runs = 50) => {
  const timings: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [ms, response] = await time(() => client.get(path));
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    timings.push(ms);
  }
  return summarize(timings);
};

let made = 0;
let portfolioId = '';
for (const count of steps) {
  const batch = Array.from({ length: count - made }, (_, i) => companyAt(made + i));
  for (const { organisationNumber, name } of batch) {
    const em = orm.em.fork();
    await em.transactional(async (tx) => {
      const company = await createCompany({ em: tx, actor: user, organisationNumber, name });
      await grantCompanyAccess({ em: tx, actor: user, user: tx.merge(user), company, grant: { accessType: 'ADMIN' } });
    });
  }
  await addRegisterCompanies({ em: orm.em.fork(), companies: batch.map((company) => ({ ...company, postalCode: '0150', city: 'OSLO' })) });
  // Creating a portfolio needs an admin role, so the portfolio comes after the first companies.
  portfolioId ||= (await createPortfolio({ em: orm.em.fork(), actor: user, name: 'Konsern' })).id;
  await addCompaniesToPortfolio({ em: orm.em.fork(), actor: user, portfolioId, organisationNumbers: batch.map((c) => c.organisationNumber) });
  made = count;
  await orm.em.getConnection().execute('analyze');
  console.log(`${count} companies: GET /api/portfolio`, await measure('/api/portfolio'));
  console.log(`${count} companies: GET /api/portfolio/role/admin`, await measure('/api/portfolio/role/admin'));
  console.log(`${count} companies: GET /api/portfolio/{id}`, await measure(`/api/portfolio/${portfolioId}`));
  console.log(`${count} companies: GET /api/companysearch?q=havbris`, await measure('/api/companysearch?q=havbris'));
  console.log(`${count} companies: GET /api/portfolio/all/follow-up`, await measure('/api/portfolio/all/follow-up'));
  console.log(`${count} companies: GET /api/portfolio/all/contacts`, await measure('/api/portfolio/all/contacts'));
  console.log(`${count} companies: GET /api/portfolio/{id}/shareholders`, await measure(`/api/portfolio/${portfolioId}/shareholders`));
  console.log(`${count} companies: GET /api/portfolio/follow-up/count`, await measure('/api/portfolio/follow-up/count'));
  console.log(`${count} companies: GET /api/portfolio/all/contacts/admins/{self}`, await measure(`/api/portfolio/all/contacts/admins/${user.id}`));
}
await orm.close();
await database.stop();
