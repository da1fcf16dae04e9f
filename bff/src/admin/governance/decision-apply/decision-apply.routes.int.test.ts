import { ArticlesOfAssociation, BoardVote, Company, CompanyRole, DecisionApplication, ProjectDecision, TransactionLogEntry } from '@andel/domain/server';
import { formatTime, type DecisionApplyView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting } from '../../../../testing/board-meeting-test-setup';
import { as, createCustomRoleUser, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import type { RegisterBody } from '../../../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
let chairId: string;
let classA: string;
let holders: string[];

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  chairId = Object.values(await addBoardRoles(t, a, [['chairperson', 'Kari', 'Leder', 'leder@example.no']]))[0]!;
  await createCustomRoleUser(t, a, 'projects-only@example.no', { freetext: 'EDIT' });
  // Company A's register: nominal value 1, holder 0 with 600 A-shares, holder 1 with 200 (800 shares).
  const admin = await as(t, 'admin-a@example.no');
  classA = ((await (await admin.post('/api/sharetype/new', { organizationnumber: governanceOrgs.a, shareTypeCode: 'A', vote: '1' })).json()) as { id: string }).id;
  holders = [];
  for (let i = 0; i < 2; i++) holders.push(((await (await admin.post('/api/shareholder/new-shareholder', { orgNo: governanceOrgs.a, shareholderType: 'PERSON' })).json()) as { shareholderId: string }).shareholderId);
  const opening = await admin.post('/api/transaction/shareholdingperdate', {
    organizationnumber: governanceOrgs.a,
    transactionDate: '2026-01-01',
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: holders[0], sharetypeId: classA, numberOfShares: 600 },
      { shareholderId: holders[1], sharetypeId: classA, numberOfShares: 200 },
    ],
  });
  expect(opening.status).toBe(201);
});
afterAll(() => t.close());

/** Shares per holder index on `date`, with the total. */
const sharesOn = async (date?: string) => {
  const admin = await as(t, 'admin-a@example.no');
  const register = (await (await admin.get(`/api/company/${governanceOrgs.a}/register${date ? `?date=${date}` : ''}`)).json()) as RegisterBody;
  return { perHolder: register.rows.map((row) => [holders.indexOf(row.shareholderId), row.totalShares]), total: register.totalShares, nominalValue: register.nominalValue };
};

/** The log entry an apply wrote. */
const writtenEntry = async (applied: Response) => {
  const written = ((await applied.json()) as DecisionApplyView).application?.written as { entryId: string };
  return t.orm.em.fork().findOneOrFail(TransactionLogEntry, { id: written.entryId });
};

const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

/** A board meeting (on `meetingDate`) with one decision of `decisionType` drafted from `fields`, voted for by the chair when `adopted`. */
const decisionOf = async (decisionType: string, fields: Record<string, unknown>, adopted: boolean, meetingDate?: string) => {
  const meeting = await createBoardMeeting(t, [], meetingDate ? { meetingDate } : {});
  const em = t.orm.em.fork();
  const decision = em.create(ProjectDecision, { project: meeting.projectId, decisionType: decisionType as ProjectDecision['decisionType'], position: 1, fields });
  if (adopted) em.create(BoardVote, { decision, companyRole: chairId, vote: 'for' });
  await em.flush();
  return { ...meeting, url: `/api/project/${meeting.projectId}/decisions/${decision.id}/apply` };
};

describe('an adopted decision applied with one click (POST /project/{id}/decisions/{decisionId}/apply)', () => {
  it('renames the company once: the confirmation says what, the second apply is refused', async () => {
    const { admin, url } = await decisionOf('companyName', { name: 'Nordlys Fornybar AS' }, true);
    const preview = (await (await admin.get(url)).json()) as DecisionApplyView;
    expect(preview).toMatchObject({ adopted: true, refusal: null, application: null, summary: { kind: 'COMPANY_NAME', params: { name: 'Nordlys Fornybar AS' } } });
    const applied = await admin.post(url, {});
    expect(applied.status).toBe(201);
    expect(((await applied.json()) as DecisionApplyView).application?.written).toMatchObject({ kind: 'COMPANY_NAME', after: 'Nordlys Fornybar AS' });
    expect((await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: governanceOrgs.a })).name).toBe('Nordlys Fornybar AS');
    const again = await admin.post(url, {});
    expect([again.status, await codeOf(again)]).toEqual([409, 'decisionApply.alreadyApplied']);
  });

  it('refuses a decision the meeting did not adopt, writing nothing', async () => {
    const { admin, url } = await decisionOf('employmentOfManagingDirector', { name: 'Per Hansen', from: '2099-03-14' }, false);
    expect(((await (await admin.get(url)).json()) as DecisionApplyView).refusal).toEqual({ code: 'decisionApply.notAdopted' });
    const refused = await admin.post(url, {});
    expect([refused.status, await codeOf(refused)]).toEqual([409, 'decisionApply.notAdopted']);
    const em = t.orm.em.fork();
    expect(await em.count(CompanyRole, { role: 'ceo' })).toBe(0);
    expect(await em.count(DecisionApplication, {})).toBe(1);
  });

  it('makes the CEO a company role, and refuses a dividend whose share class the register does not know, writing nothing', async () => {
    const ceo = await decisionOf('employmentOfManagingDirector', { name: 'Per Olav Hansen', from: '2099-03-14' }, true);
    expect((await ceo.admin.post(ceo.url, {})).status).toBe(201);
    expect(await t.orm.em.fork().findOneOrFail(CompanyRole, { role: 'ceo' })).toMatchObject({ firstName: 'Per Olav', lastName: 'Hansen' });

    const dividend = await decisionOf('dividend', { recordDate: '2026-06-17', paymentDate: '2026-06-30', perClass: [{ shareClassId: '00000000-0000-4000-8000-00000000000a', amountPerShare: '2.00' }] }, true);
    const refused = await dividend.admin.post(dividend.url, {});
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await t.orm.em.fork().count(DecisionApplication, {})).toBe(2);
  });

  it('refuses a custom role that may edit projects but not write the register', async () => {
    const { url } = await decisionOf('companyName', { name: 'Ikke Dette AS' }, true);
    const custom = await as(t, 'projects-only@example.no');
    expect((await custom.get(url)).status).toBe(200);
    expect((await custom.post(url, {})).status).toBe(403);
  });

  it('pays an adopted dividend: a PAY_DIVIDEND entry on the record date with 2.50 per A-share', async () => {
    const { admin, url } = await decisionOf('dividend', { recordDate: '2026-06-17', paymentDate: '2026-06-30', perClass: [{ shareClassId: classA, amountPerShare: '2.50' }] }, true);
    const applied = await admin.post(url, {});
    expect(applied.status).toBe(201);
    const entry = await writtenEntry(applied);
    expect(entry.type).toBe('PAY_DIVIDEND');
    expect(entry.transactionDate.toISOString().slice(0, 10)).toBe('2026-06-17');
    expect(JSON.stringify(entry.payload)).toContain(classA);
    expect(JSON.stringify(entry.payload)).toContain('2.50');
  });

  it('splits 1:2 on the effective date (600 + 200 = 800 -> 1200 + 400 = 1600), and refuses a 3:1 reverse split 400 does not divide, writing nothing', async () => {
    const split = await decisionOf('splitShare', { oldShares: '1', newShares: '2', effectiveDate: '2026-07-01' }, true);
    const applied = await split.admin.post(split.url, {});
    expect(applied.status).toBe(201);
    expect((await writtenEntry(applied)).type).toBe('SPLIT');
    expect(await sharesOn('2026-07-01')).toMatchObject({ perHolder: [[0, '1200'], [1, '400']], total: '1600' });

    const applications = await t.orm.em.fork().count(DecisionApplication, {});
    const reverse = await decisionOf('reverseSplitShare', { oldShares: '3', newShares: '1', effectiveDate: '2026-07-02' }, true);
    expect(((await (await reverse.admin.get(reverse.url)).json()) as DecisionApplyView).refusal).toEqual({ code: 'decisionApply.notWhole', params: { ratio: '3:1' } });
    const refused = await reverse.admin.post(reverse.url, {});
    expect([refused.status, await codeOf(refused)]).toEqual([409, 'decisionApply.notWhole']);
    expect(await t.orm.em.fork().count(DecisionApplication, {})).toBe(applications);
    expect(await sharesOn('2026-07-02')).toMatchObject({ total: '1600' });
  });

  it('reduces the share capital by nominal value: 400 over 1600 shares is 0.25 less per share (the split left 0.50, now 0.25)', async () => {
    const { admin, url } = await decisionOf('reductionOfShareCapital', { amount: '400', method: 'NOMINAL_VALUE', purpose: 'Dekning av tap' }, true, '2026-08-01');
    const applied = await admin.post(url, {});
    expect(applied.status).toBe(201);
    const entry = await writtenEntry(applied);
    expect(entry.type).toBe('REDUCTION_NOMINAL_VALUE');
    expect(JSON.stringify(entry.payload)).toContain('0.25');
    expect((await sharesOn('2026-08-01')).nominalValue).toMatch(/^0\.250*$/);
  });

  it('issues bonus shares pro rata as a pending ISSUE (200 at nominal 0.25 = 800 new: 1200 x 800 / 1600 = 600 and 200), and a bonus by nominal value as a pending increase of amount / shares (2400 over the 2400 shares the pending issue makes: 1.00)', async () => {
    const newShares = await decisionOf('capitalIncreaseThroughBonusIssue', { amount: '200', method: 'NEW_SHARES', source: 'Annen egenkapital' }, true, '2026-09-01');
    const issued = await newShares.admin.post(newShares.url, {});
    expect(issued.status).toBe(201);
    const issue = await writtenEntry(issued);
    expect([issue.type, issue.isPending]).toEqual(['ISSUE', true]);
    const allocation = (issue.payload as { shareAllocation: { shareholderId: string; numberOfShares: unknown }[] }).shareAllocation;
    expect(allocation.map(({ shareholderId, numberOfShares }) => [holders.indexOf(shareholderId), String(numberOfShares)])).toEqual([
      [0, '600'],
      [1, '200'],
    ]);

    // A second decision of a meeting the same day: entered the minute after the first, not refused for sharing its time.
    const nominal = await decisionOf('capitalIncreaseThroughBonusIssue', { amount: '2400', method: 'NOMINAL_VALUE', source: 'Annen egenkapital' }, true, '2026-09-01');
    const increased = await nominal.admin.post(nominal.url, {});
    expect(increased.status).toBe(201);
    const increase = await writtenEntry(increased);
    expect([increase.type, increase.isPending]).toEqual(['INCREASE_NOMINAL_VALUE', true]);
    expect([formatTime(issue.transactionDate), formatTime(increase.transactionDate)]).toEqual(['12:00', '12:01']);
    expect(JSON.stringify(increase.payload)).toContain('1.00');
  });

  it('elects a board: the chair elected again keeps her role, the member not elected is removed, the new member added', async () => {
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: governanceOrgs.a });
    await addBoardRoles(t, company, [['member', 'Siri', 'Borte', 'borte@example.no']]);
    const { admin, url } = await decisionOf('electionOfCompanyBoard', { members: [{ name: 'Kari Leder', role: 'chairperson' }, { name: 'Ola Nordmann', role: 'member' }], from: '2099-03-14' }, true);
    expect((await admin.post(url, {})).status).toBe(201);
    const board = await t.orm.em.fork().find(CompanyRole, { role: { $in: ['chairperson', 'member'] } }, { orderBy: { lastName: 'asc' } });
    expect(board.map(({ id, role, firstName, lastName }) => [id === chairId, role, `${firstName} ${lastName}`])).toEqual([
      [true, 'chairperson', 'Kari Leder'],
      [false, 'member', 'Ola Nordmann'],
    ]);
  });

  it('changes an article: § 3 of the adopted articles gets the new wording in the company language, English kept', async () => {
    const em = t.orm.em.fork();
    const company = await em.findOneOrFail(Company, { organisationNumber: governanceOrgs.a });
    const articles = em.create(ArticlesOfAssociation, {
      company,
      date: '2026-01-01',
      status: 'ADOPTED',
      languages: ['nb', 'en'],
      articles: [
        { paragraph: 1, titles: [{ language: 'nb', text: 'Foretaksnavn' }], texts: [{ language: 'nb', text: 'Selskapets navn er Nordlys AS.' }] },
        { paragraph: 2, titles: [{ language: 'nb', text: 'Forretningskontor' }], texts: [{ language: 'nb', text: 'Oslo.' }] },
        { paragraph: 3, titles: [{ language: 'nb', text: 'Virksomhet' }], texts: [{ language: 'nb', text: 'Programvare.' }, { language: 'en', text: 'Software.' }] },
      ],
      changes: [],
      shareCapitalParagraph: null,
    });
    await em.flush();
    const { admin, url } = await decisionOf('changeBusinessActivityInArticlesOfAssociation', { paragraph: '§ 3', wording: 'Programvare og fornybar energi.' }, true);
    const applied = await admin.post(url, {});
    expect(applied.status).toBe(201);
    expect(((await applied.json()) as DecisionApplyView).application?.written).toMatchObject({ kind: 'ARTICLES', versionId: articles.id, paragraph: 3 });
    const after = await t.orm.em.fork().findOneOrFail(ArticlesOfAssociation, { id: articles.id });
    expect(after.articles.find(({ paragraph }) => paragraph === 3)?.texts).toEqual([
      { language: 'nb', text: 'Programvare og fornybar energi.' },
      { language: 'en', text: 'Software.' },
    ]);
  });
});
