// Ownership maps and beneficial owners: a group of about 500 companies in the public register around one company
// (owners 6 levels up to the natural persons at the top, subsidiaries 6 levels down, ten small holders in each),
// then the company's dual map on all levels and its beneficial owners. Target: each under 1 s.
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import { createCompany, getOwnershipMap, proposeBeneficialOwners } from '@andel/domain/server';
import { insertPublicStakes, type PublicStake } from '@andel/domain/testing';
import { rm } from 'node:fs/promises';
import { summarize, time } from './stats';

const dataDir = '../.data/bench-ownership';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);

let next = 800_000_000;
const orgNo = () => String(next++);
const root = orgNo();
const stakes: PublicStake[] = [];
const companies = new Set([root]);
/** Each company: its owners hold 600, 200 and 100 (or 900) of 1,000 shares, ten small holders 10 each. */
const split = [[900], [600, 300], [600, 200, 100]];
const own = (company: string, owners: [name: string, id: string][]) => {
  owners.forEach(([name, id], i) => stakes.push([company, `Selskap ${company}`, name, id, split[owners.length - 1]![i]!, 1000]));
  for (let i = 0; i < 10; i++) stakes.push([company, `Selskap ${company}`, `Småaksjonær ${company}-${i}`, '1980', 10, 1000]);
};
// Upwards: three owning companies a level for five levels, then two persons (of a pool of 100) above each.
let level = [root];
for (let up = 1; up <= 5; up++) {
  const above: string[] = [];
  for (const company of level) {
    const owners = [orgNo(), orgNo(), orgNo()];
    owners.forEach((o) => companies.add(o));
    own(company, owners.map((o) => [`Selskap ${o}`, o]));
    above.push(...owners);
  }
  level = above;
}
level.forEach((company, i) => own(company, [[`Person ${i % 100}`, String(1950 + (i % 100) % 50)], [`Person ${(i + 37) % 100}`, String(1950 + ((i + 37) % 100) % 50)]]));
// Downwards: two subsidiaries each for six levels.
level = [root];
for (let down = 1; down <= 6; down++) {
  const below: string[] = [];
  for (const company of level) {
    const owned = [orgNo(), orgNo()];
    owned.forEach((o) => (companies.add(o), own(o, [[`Selskap ${company}`, company]])));
    below.push(...owned);
  }
  level = below;
}
await insertPublicStakes(orm.em.fork(), 2025, stakes);
const company = await createCompany({ em: orm.em.fork(), actor: null, organisationNumber: root, name: `Selskap ${root}` });
console.log(`${companies.size} companies, ${stakes.length} stakes in the public register`);

const runs = async (label: string, work: () => Promise<string>) => {
  const timings: number[] = [];
  let summary = '';
  for (let i = 0; i < 5; i++) {
    const [ms, result] = await time(work);
    timings.push(ms);
    summary = result;
  }
  console.log(`  ${label}: ${JSON.stringify(summarize(timings))} ms (target < 1000 ms); ${summary}`);
};
await runs('dual map, all levels', async () => {
  const map = await getOwnershipMap({ em: orm.em.fork(), company, query: { graphType: 'dual', levels: 0, threshold: '0' } });
  return `${map.nodes.length} nodes, ${map.edges.length} stakes`;
});
await runs('beneficial owners through 6 levels', async () => {
  const owners = await proposeBeneficialOwners({ em: orm.em.fork(), company });
  return `${owners.length} proposed, ${owners.reduce((n, o) => n + o.chains.length, 0)} chains`;
});

await orm.close();
await database.stop();
