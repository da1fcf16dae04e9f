import { Company, GeneralMeeting, MeetingVote, Project, ProjectDecision } from '@andel/domain/server';
import type { LiveMeetingAdminView } from '@andel/domain/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestRegister } from '../../../../testing/register-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

// Holder 0 (600 shares) holds the power of attorney of holder 1 (200 shares), instructed to vote against the dividend.
// Holder 0 is excluded from the article change for a conflict of interest.
const orgNo = '916180563';
let t: TestApp;
let reg: Awaited<ReturnType<typeof openTestRegister>>;
let projectId: string;
let decisionId: string;
let dividendId: string;
const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const adminVote = (shareholderId: string, vote: string, decision = decisionId) =>
  reg.admin.post(`/api/general-meeting/${projectId}/admin-vote`, { shareholderId, voteType: 'decision', vote, voteId: randomUUID(), decisionId: decision });
const votes = () => t.orm.em.fork().count(MeetingVote, { project: projectId });

beforeAll(async () => {
  t = await createTestApp();
  reg = await openTestRegister(t, orgNo, 2);
  const opening = await reg.record('shareholdingperdate', new Date(Date.UTC(2026, 0, 1, 12)).toISOString(), {
    nominalValue: '1',
    shareAllocation: [
      { shareholderId: reg.holders[0], sharetypeId: reg.classA, numberOfShares: 600, sharenumberIntervals: '1-600' },
      { shareholderId: reg.holders[1], sharetypeId: reg.classA, numberOfShares: 200, sharenumberIntervals: '601-800' },
    ],
  });
  expect(opening.status).toBe(201);
  await t.orm.em.fork().nativeUpdate(Company, { organisationNumber: orgNo }, { subscriptionType: 'PRO' });
  const created = await reg.admin.post('/api/projects', { orgNo, projectName: 'Generalforsamling', decisions: ['changeBusinessActivityInArticlesOfAssociation', 'dividend'], documents: ['notice_general_meeting', 'general_meeting'] });
  if (created.status !== 201) throw new Error(await created.text());
  projectId = ((await created.json()) as { projectId: string }).projectId;
  const em = t.orm.em.fork();
  const decisions = await em.find(ProjectDecision, { project: projectId });
  decisionId = decisions.find((decision) => decision.decisionType !== 'dividend')!.id;
  dividendId = decisions.find((decision) => decision.decisionType === 'dividend')!.id;
  if (!(await em.findOne(GeneralMeeting, { project: projectId })))
    em.create(GeneralMeeting, { project: em.getReference(Project, projectId), meetingDate: '2099-06-01', startTime: '12:00', endDate: '2099-06-01', endTime: '14:00', meetingForm: 'electronic' });
  await em.flush();
  await em.nativeUpdate(GeneralMeeting, { project: projectId }, { meetingDate: '2099-06-01', endDate: '2099-06-01', agendaItemRules: { [decisionId]: { majorityType: null, classVotes: [], excludedShareholderIds: [reg.holders[0]!] } } });
  const power = await reg.admin.post(`/api/general-meeting/${projectId}/admin-poa/${reg.holders[1]}`, { poaRecipientRole: 'shareholder', poaRecipientShareholderId: reg.holders[0], votingInstructions: { [dividendId]: 'against' } });
  if (power.status !== 200) throw new Error(await power.text());
  const present = await reg.admin.post(`/api/project/${projectId}/generalMeetingParticipation`, { createParticipation: [0, 1].map((i) => ({ shareholderId: reg.holders[i], isPresent: true })) });
  expect(present.status).toBe(200);
  expect((await reg.admin.post(`/api/general-meeting/${projectId}/start`)).status).toBe(200);
  for (const id of [decisionId, dividendId]) expect((await reg.admin.post(`/api/general-meeting/${projectId}/update-status`, { statusName: 'DECISION', status: 'STARTED', decisionId: id })).status).toBe(200);
});
afterAll(() => t.close());

describe("the admin's votes follow the holder's rules", () => {
  it('records the giver as represented by the proxy, and votes an article change by two thirds by default', async () => {
    const view = (await (await reg.admin.get(`/api/general-meeting/${projectId}/live`)).json()) as LiveMeetingAdminView;
    expect(view.participationList.find((entry) => entry.shareholderId === reg.holders[1])?.representedById).toBeTruthy();
    expect(view.items.find((item) => item.itemId === decisionId)?.outcome.majorityType).toBe('QUALIFIED');
    expect(view.items.find((item) => item.itemId === dividendId)?.outcome.majorityType).toBe('SIMPLE_MAJORITY');
  });

  it("refuses the giver's vote while the proxy is excluded from the item, and the proxy's own, writing nothing", async () => {
    const byProxy = await adminVote(reg.holders[1]!, 'against');
    expect([byProxy.status, await codeOf(byProxy)]).toEqual([403, 'voting.proxyExcludedFromItem']);
    const own = await adminVote(reg.holders[0]!, 'for');
    expect([own.status, await codeOf(own)]).toEqual([403, 'voting.excludedFromItem']);
    expect(await votes()).toBe(0);
  });

  it("holds the giver's vote to the power's instructions", async () => {
    const against = await adminVote(reg.holders[1]!, 'for', dividendId);
    expect([against.status, await codeOf(against)]).toEqual([400, 'powersOfAttorney.voteAgainstInstruction']);
    expect((await adminVote(reg.holders[1]!, 'against', dividendId)).status).toBe(200);
    expect(await votes()).toBe(1);
  });
});
