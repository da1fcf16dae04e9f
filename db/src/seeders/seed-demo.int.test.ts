import { ArchiveEntry, beneficialOwnerFollowUps, buildRegisterStatement, buildRf1086Package, validateRf1086, BoardMinutes, Company, countUnreadThreads, listThreads, User, findCompanyMatterFollowUps, getOwnershipMap, proposeBeneficialOwners, findSchedule, getBoardMinutes, getRegister, Holding, loadSealingCertificate, localFileStore, PublicRegisterHolding, PublicRegisterLoad, recomputeRegister, verifySealedDocument, verifyTransactionLog, type SealingCertificate, GeneralMeeting, NoticeForShareholder, PowerOfAttorney, MessageAttachment, listArticleVersions, findArticlesInForce } from '@andel/domain/server';
import { strFromU8, unzipSync } from 'fflate';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database';
import { formatShares } from '@andel/domain/shared';
import { demoBeneficialOwner, demoCompanies, demoPublicRegister, demoShareholderId, demoUsers } from './demo-data';
import { seedDemo } from './seed-demo';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let filesDirectory: string;
let sealingCertificate: SealingCertificate;
const store = () => localFileStore(filesDirectory);
beforeAll(async () => {
  database = await createTestDatabase();
  filesDirectory = await mkdtemp(join(tmpdir(), 'andel-demo-files-'));
  sealingCertificate = await loadSealingCertificate({ dataDir: filesDirectory });
  await seedDemo(database.orm, { fileStore: store(), sealingCertificate });
});
afterAll(async () => {
  await database.close();
  await rm(filesDirectory, { recursive: true, force: true });
});

const holdingsOf = async (company: Company) =>
  (await database.orm.em.fork().find(Holding, { company }, { orderBy: { shareholder: 'asc', shareClass: 'asc' } })).map((holding) => ({
    shareholder: holding.shareholder.id,
    shareClass: holding.shareClass.id,
    shares: holding.shares,
    shareNumbers: holding.shareNumbers,
  }));

describe('demo register', () => {
  it('builds every demo company a valid chain whose replay equals the read model kept on each append', async () => {
    const em = database.orm.em.fork();
    for (const company of await em.find(Company, {})) {
      expect(await verifyTransactionLog({ em, company })).toMatchObject({ ok: true });
      const incremental = await holdingsOf(company);
      const today = await getRegister({ em: em.fork(), company });
      expect(incremental.length).toBeGreaterThan(0);
      await recomputeRegister({ em: em.fork(), company });
      expect(await holdingsOf(company)).toEqual(incremental);
      expect(await getRegister({ em: em.fork(), company, date: '2099-12-31' })).toEqual({ ...today, date: '2099-12-31' });
    }
  });
});

describe('demo articles', () => {
  it('gives each demo company three versions of its articles, the share capital paragraph written from the register', async () => {
    const em = database.orm.em.fork();
    for (const company of await em.find(Company, { organisationNumber: demoCompanies.map((demo) => demo.organisationNumber) })) {
      expect((await listArticleVersions({ em, company })).map((version) => [version.date, version.locked])).toEqual([['2025-11-01', false], ['2025-03-01', true], ['2024-01-15', true]]);
      const inForce = (await findArticlesInForce({ em, company }))!;
      const capital = inForce.jsondata.find((entry) => entry.paragraph === inForce.shareCapitalParagraph)!;
      const register = await getRegister({ em, company, date: '2025-11-01' });
      expect(capital.text).toContain(formatShares(register.totalShares, inForce.languages[0]!));
    }
  });
});

describe('demo governance', () => {
  it('gives Nordlys a past board meeting, its notice sent and voted on, with minutes stating each outcome', async () => {
    const em = database.orm.em.fork();
    const saved = await (await em.find(BoardMinutes, {}, { populate: ['project.company'] }))[0]!;
    expect(saved.project.company.name).toBe('Nordlys Teknologi AS');
    const minutes = await getBoardMinutes({ em, company: saved.project.company, projectId: saved.project.id });
    expect(minutes.meetingDate < new Date().toISOString().slice(0, 10)).toBe(true);
    expect(minutes.matters.map(({ result, outcomeTexts }) => [result.outcome, outcomeTexts[0]?.text])).toEqual([
      ['ADOPTED', 'Styret godkjente budsjettet enstemmig.'],
      ['REJECTED', 'Forslaget falt. Daglig leder undersøker rimeligere lokaler.'],
    ]);
    expect(minutes.isLocked).toBe(false);
  });
});

describe('demo archive', () => {
  it('gives the first company folders with PDFs whose bytes are in the store', async () => {
    const entries = await database.orm.em.fork().find(ArchiveEntry, {}, { populate: ['file', 'parent'] });
    expect(entries.filter((entry) => entry.isFolder).map((entry) => `${entry.section}/${entry.name}`).sort()).toEqual(['admin-archive/Avtaler', 'admin-archive/Regnskap', 'board-archive/Styredokumenter', 'custom-archive/Revisjon']);
    const files = entries.filter((entry) => !entry.isFolder);
    expect(files.map((entry) => entry.name).sort()).toEqual(['Aksjonæravtale.pdf', 'Revisjonsberetning 2025.pdf', 'Styreinstruks (signert).pdf', 'Styreinstruks.pdf', 'Vedtekter.pdf', 'Årsregnskap 2025.pdf']);
    for (const entry of files) expect(Buffer.from(await store().get(entry.file!.key)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('holds a document signed and sealed at seed time beside its original, and one waiting for the board chair', async () => {
    const entries = await database.orm.em.fork().find(ArchiveEntry, { isFolder: false }, { populate: ['file', 'parent'] });
    const byName = (name: string) => entries.find((entry) => entry.name === name)!;
    expect(byName('Styreinstruks.pdf').signingStatus).toBe('SIGNING_COMPLETE');
    expect(byName('Styreinstruks (signert).pdf')).toMatchObject({ section: 'board-archive', state: 'ARCHIVED', parent: { name: 'Styredokumenter' } });
    const sealed = await store().get(byName('Styreinstruks (signert).pdf').file!.key);
    expect(await verifySealedDocument({ pdf: Buffer.from(sealed), certificate: sealingCertificate })).toMatchObject({ sealed: true, signers: [{ name: 'Ingrid Haugen' }, { name: 'Astrid Admin' }] });
    expect(byName('Aksjonæravtale.pdf').signingStatus).toBe('SENT_FOR_SIGNING');
  });
});

describe('demo public register', () => {
  it("loads the year's extract, holding a company not on Andel that can be auto-imported", async () => {
    const em = database.orm.em.fork();
    expect(await em.count(PublicRegisterHolding, { year: demoPublicRegister.year })).toBe(demoPublicRegister.rows.length);
    expect(await em.count(Company, { organisationNumber: demoPublicRegister.company.organisationNumber })).toBe(0);
    expect(await em.findOneOrFail(PublicRegisterLoad, { year: demoPublicRegister.year })).toMatchObject({ status: 'loaded', rowsRefused: 0 });
  });
});

describe('demo board meeting', () => {
  it("puts a sent board meeting with two matters in Nordlys Teknologi AS's schedule a week ahead, waiting for the chair's votes", async () => {
    const em = database.orm.em.fork();
    const nordlys = await em.findOneOrFail(Company, { name: 'Nordlys Teknologi AS' });
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const schedule = await findSchedule({ em, company: nordlys, audience: 'boardMember', query: { from: inAWeek, to: inAWeek } });
    expect(schedule.entries).toEqual([expect.objectContaining({ title: 'Styremøte (1)', start: `${inAWeek}T16:00`, sent: true })]);
    const waiting = await findCompanyMatterFollowUps({ em, company: nordlys, tab: 'votes' });
    expect(waiting.rows).toEqual([expect.objectContaining({ projectName: 'Styremøte', expected: 2, given: 0, waitingOn: ['Ingrid Haugen'] })]);
  });

  it('gives Nordlys a board thread the chair has answered, unread by the admin, and a thread to the shareholders unread by the demo holder; the board thread carries an archive file', async () => {
    const em = database.orm.em.fork();
    const company = await em.findOneOrFail(Company, { name: 'Nordlys Teknologi AS' });
    const admin = await em.findOneOrFail(User, { email: demoUsers.admin.email });
    const holder = await em.findOneOrFail(User, { email: demoUsers.shareholder.email });
    const threads = await listThreads({ em, viewer: { side: 'company', user: admin, company, access: { accessType: 'ADMIN', shareholderId: null } } });
    expect(threads.map(({ audience, unread }) => [audience, unread])).toEqual([
      ['SHAREHOLDERS', false],
      ['BOARD', true],
    ]);
    expect(await countUnreadThreads({ em, viewer: { side: 'shareholder', user: holder, company, shareholderId: demoShareholderId } })).toEqual({ unread: 1 });
    expect(await em.find(MessageAttachment, { message: { thread: { company, audience: 'BOARD' } } })).toEqual([expect.objectContaining({ name: expect.stringMatching(/\.pdf$/) })]);
  });
});

describe('the demo ownership', () => {
  it('maps Nordlys with a subsidiary two levels down and proposes a beneficial owner of Bergfjell through two companies', async () => {
    const em = database.orm.em.fork();
    const nordlys = await em.findOneOrFail(Company, { organisationNumber: '928471632' });
    const map = await getOwnershipMap({ em, company: nordlys, query: { graphType: 'owns', levels: 0, threshold: '0' } });
    expect(map.nodes.filter((n) => n.level > 0).map((n) => [n.name, n.level])).toEqual([['Havbris Invest AS', 1], ['Nordlys Drift AS', 1], ['Havbris Fiskeri AS', 2]]);
    const bergfjell = await em.findOneOrFail(Company, { organisationNumber: demoBeneficialOwner.company });
    const astrid = (await proposeBeneficialOwners({ em, company: bergfjell })).find((p) => p.name === 'Astrid Fjeld');
    expect(astrid?.chains.map((c) => c.links.map((l) => l.ownedName))).toEqual([['Fjordkapital AS', 'Bergfjell Eiendom AS'], ['Nordvest Holding AS', 'Bergfjell Eiendom AS']]);
    expect(Number(astrid?.sharesInPercent)).toBeCloseTo(30, 0);
    // The statement confirmed before the issue: her crossing of 25 % is in the follow-up.
    expect((await beneficialOwnerFollowUps(em, [bergfjell.id])).get(bergfjell.id)?.count).toBeGreaterThanOrEqual(1);
  });
});

describe('demo general meeting', () => {
  it('gives Nordlys an upcoming general meeting with its notice sent to the shareholders and one power of attorney given to the demo shareholder', async () => {
    const em = database.orm.em.fork();
    const meeting = (await em.find(GeneralMeeting, {}, { populate: ['project.company'], limit: 1 }))[0]!;
    expect(meeting.project.company.name).toBe('Nordlys Teknologi AS');
    expect(meeting.meetingDate > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(await em.count(NoticeForShareholder, { generalMeeting: meeting, recipient: { $ne: null } })).toBeGreaterThan(10);
    const powers = await em.find(PowerOfAttorney, { generalMeeting: meeting, revokedAt: null }, { populate: ['recipient'] });
    expect(powers.map(({ recipient }) => recipient.role)).toEqual(['shareholder']);
  });
});

describe('demo RF-1086', () => {
  it('gives Nordlys 2025 forms that all pass Skatteetaten’s XSDs, a sub-form per holder of the year, and flags what the register lacks', async () => {
    const em = database.orm.em.fork();
    const company = await em.findOneOrFail(Company, { organisationNumber: '928471632' });
    const { fileName, data } = await buildRf1086Package({ em, company, year: 2025, allowSyntheticTestNumbers: false });
    expect(fileName).toBe('RF-1086-928471632-2025.zip');
    const files = Object.entries(unzipSync(data));
    for (const [name, bytes] of files) expect(await validateRf1086(strFromU8(bytes), name.includes('1086H') ? 'main' : 'sub'), name).toEqual({ valid: true, errors: [] });
    const statement = await buildRegisterStatement({ em, company, year: 2025, filingConnected: false, allowSyntheticTestNumbers: false });
    const holdersOf = (shareTypeId: string) => new Set([...statement.opening, ...statement.closing, ...statement.changes].filter((h) => h.shareTypeId === shareTypeId).map((h) => h.shareholderId)).size;
    const classes = [...new Set(statement.closing.map((h) => h.shareTypeId))];
    expect(files.filter(([name]) => name.includes('1086H'))).toHaveLength(classes.length);
    expect(files.filter(([name]) => name.includes('1086U'))).toHaveLength(classes.reduce((sum, id) => sum + holdersOf(id), 0));
    // The demo's persons mostly have no birth number; its classes are A and B, which have no aksjeklasse code.
    expect(statement.problems).toEqual(expect.arrayContaining([expect.objectContaining({ problem: 'missingNationalId' }), expect.objectContaining({ problem: 'shareClassCode' })]));
    expect(statement.problems.filter((p) => p.shareholderId === demoShareholderId)).toEqual([{ problem: 'missingNationalId', shareholderId: demoShareholderId, name: 'Ola Berg' }]);
  });
});
