// A preferential increase of share capital for 10,000 existing holders of one class (issue 28), on the real
// PostgreSQL: the allocation rounds read from the register (offers in proportion to holdings), the allocation saved
// and confirmed, then applied as one pending ISSUE to every holder. Size: `npx tsx capital-increase-apply.bench.ts 10000`.
import { migrate, openOrm, startEmbeddedPostgres } from '@andel/db';
import {
  applyCapitalIncrease,
  CapitalIncreaseDecision,
  createCompany,
  createProject,
  getCapitalIncreaseAllocation,
  grantCompanyAccess,
  importShareholders,
  ProjectDecision,
  registerUser,
  saveCapitalIncreaseAllocation,
} from '@andel/domain/server';
import { emptyCapitalIncrease, ZShareIssuePropertiesSchema } from '@andel/domain/shared';
import { rm } from 'node:fs/promises';
import { round, time } from './stats';

const [holders = 10_000] = process.argv.slice(2).map(Number).filter((size) => size > 0);
const issued = 1_000_000n;

const dataDir = '../.data/bench-capital-increase';
await rm(dataDir, { recursive: true, force: true });
const database = await startEmbeddedPostgres({ dataDir, databaseName: 'andel', persistent: false, fast: true });
const orm = await openOrm(database.url);
await migrate(orm);
const admin = await orm.em.fork().transactional((tx) => registerUser({ em: tx, email: 'admin@example.no', name: 'Bench User', password: 'Bench-password-1', language: 'nb', acceptedTerms: true }));
const company = await createCompany({ em: orm.em.fork(), actor: null, organisationNumber: '910000000', name: `Bench ${holders} AS`, subscriptionType: 'PRO' });
await orm.em.fork().transactional((tx) => grantCompanyAccess({ em: tx, actor: null, user: tx.merge(admin), company: tx.merge(company), grant: { accessType: 'ADMIN' } }));
const shareholders = Array.from({ length: holders }, (_, i) => ({
  rowNumber: i + 2,
  values: { type: 'person', name: `Person${i} Testesen`, address: `Storgata ${i % 200}`, postalCode: '0150', country: 'NO', email: `person${i}@example.no`, numberOfShares: String(100 + (i % 997)) },
}));
const em = () => orm.em.fork();
const setup = em();
const imported = await importShareholders({ em: setup, actor: setup.merge(admin), company: setup.merge(company), input: { shareholders, transactionDate: '2026-01-01', nominalValue: '1' }, allowSyntheticTestNumbers: false });
if (imported.result !== 'imported') throw new Error('the bench register did not import');
const [held] = await orm.em.getConnection().execute<{ share_class_id: string; holders: string }[]>('select share_class_id, count(*) as holders from holding where company_id = ? group by 1 order by 2 desc limit 1', [company.id]);
const classId = held!.share_class_id;
const project = await (async () => {
  const tx = em();
  return createProject({ em: tx, actor: tx.merge(admin), company: tx.merge(company), input: { projectName: 'Emisjon', decisions: ['increaseOfShareCapital'], documents: ['general_meeting'] } });
})();
const decision = (await em().findOneOrFail(ProjectDecision, { project: project.id }));
const holding = await orm.em.getConnection().execute<{ shareholder_id: string }[]>('select shareholder_id from holding where company_id = ? and share_class_id = ?', [company.id, classId]);
// Every holder subscribes twice its offer at most; over-subscription hands out what the others leave.
const properties = ZShareIssuePropertiesSchema.parse({
  type: 'shareIssue',
  preferentialRight: true,
  preferentialRightOversubscribe: true,
  shareIssuePerShareTypes: [{ sharetypeId: classId, sharetypeCode: 'A', sharePrice: '2', issueMode: { type: 'fixed', numberOfShares: String(issued) } }],
  subscribers: holding.map(({ shareholder_id }, i) => ({
    subscriberid: `s${i}`,
    shareholderId: shareholder_id,
    isExisting: true,
    name: `Person${i}`,
    subscriptions: [{ id: `s${i}-a`, sharetypeId: classId, numberOfShares: String(i % 3 === 0 ? 0 : 1_000), subscriptionPrice: null }],
  })),
});
await (async () => {
  const tx = em();
  tx.create(CapitalIncreaseDecision, { decision: tx.getReference(ProjectDecision, decision.id), form: { ...emptyCapitalIncrease(), contributionTypes: ['cash'], properties } });
  await tx.flush();
})();
await orm.em.getConnection().execute('analyze');
console.log(`(setup: ${holders} holders, ${holding.length} of the class, ${issued} new shares)`);

const command = () => {
  const tx = em();
  return { em: tx, actor: tx.merge(admin), company: tx.merge(company), projectId: project.id, decisionId: decision.id };
};
const [readMs, view] = await time(() => getCapitalIncreaseAllocation(command()));
const [round1] = view.allocationRounds;
const allocationRounds = [{ id: round1!.id, isCompleted: true, allocations: round1!.allocations.map(({ id, proposedShares }) => ({ id, allocatedShares: BigInt(proposedShares) })) }];
const [confirmMs, confirmed] = await time(() => saveCapitalIncreaseAllocation({ ...command(), input: { allocationRounds, isAllocationCompleted: true } }));
if ('issues' in confirmed) throw new Error(`the proposal should confirm: ${JSON.stringify(confirmed.issues)}`);
const [applyMs, applied] = await time(() => applyCapitalIncrease(command()));
const [counted] = await orm.em.getConnection().execute<{ postings: string }[]>('select count(*) as postings from posting where entry_id = ?', [applied.applied!.entryId]);
console.log(`allocation rounds read (offers for ${holding.length} holders): ${round(readMs)} ms`);
console.log(`allocation saved and confirmed (${round1!.allocations.length} lines): ${round(confirmMs)} ms`);
console.log(`applied as one pending ISSUE (${counted!.postings} postings): ${round(applyMs)} ms`);
await orm.close();
await database.stop();
