import { BoardVote, Company, CompanyRole, DecisionApplication, ProjectDecision } from '@andel/domain/server';
import type { DecisionApplyView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting } from '../../../../testing/board-meeting-test-setup';
import { as, createCustomRoleUser, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
let chairId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  chairId = Object.values(await addBoardRoles(t, a, [['chairperson', 'Kari', 'Leder', 'leder@example.no']]))[0]!;
  await createCustomRoleUser(t, a, 'projects-only@example.no', { freetext: 'EDIT' });
});
afterAll(() => t.close());

const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

/** A board meeting with one decision of `decisionType` drafted from `fields`, voted for by the chair when `adopted`. */
const decisionOf = async (decisionType: string, fields: Record<string, unknown>, adopted: boolean) => {
  const meeting = await createBoardMeeting(t, []);
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
});
