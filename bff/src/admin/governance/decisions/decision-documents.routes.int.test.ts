import type { DecisionDocumentView, DecisionDraftView, DecisionView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setSubscription, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const { a: orgA } = governanceOrgs;

const projectWith = async (decisions: string[]) => {
  const admin = await as(t, 'admin-a@example.no');
  const created = await admin.post('/api/projects', { orgNo: orgA, projectName: 'Ordinær generalforsamling', decisions, documents: ['notice_general_meeting'] });
  expect(created.status).toBe(201);
  const { projectId } = (await created.json()) as { projectId: string };
  const project = (await (await admin.get(`/api/project/${projectId}`)).json()) as { decisions: DecisionView[] };
  return { admin, projectId, decisions: project.decisions };
};

beforeAll(async () => {
  t = await createTestApp();
  await setUpGovernanceCompanies(t);
  await setSubscription(t, orgA, 'PRO');
});
afterAll(() => t.close());

describe('decisions drafted as documents', () => {
  it('drafts new decisions from the company in nb, sv and en, with the fields form, the body and the majority by law', async () => {
    const { admin, projectId, decisions } = await projectWith(['dividend', 'approveAuditorRemuneration']);
    const [dividend, remuneration] = decisions as [DecisionView, DecisionView];
    expect(dividend.matterTexts.map(({ language }) => language)).toEqual(['no', 'sv', 'en']);
    expect(dividend.matterTexts[0]!.text).toContain('Generalforsamlingen godkjenner styrets forslag om utbytte');
    const view = (await (await admin.get(`/api/project/${projectId}/decisions/${dividend.decisionId}/document`)).json()) as DecisionDocumentView;
    expect(view).toMatchObject({ hasDocument: true, body: 'GENERAL_MEETING', majority: 'SIMPLE_MAJORITY', majoritySource: 'aksjeloven § 5-17', effect: null });
    expect(view.form.map(({ name }) => name)).toEqual(['basis', 'financialYear', 'perClass', 'recordDate', 'paymentDate']);

    const draft = await admin.post(`/api/project/${projectId}/decisions/${remuneration.decisionId}/draft`, { decisionType: 'approveAuditorRemuneration', fields: { financialYear: '2025', amount: '45000' } });
    expect(draft.status).toBe(200);
    const drafted = (await draft.json()) as DecisionDraftView;
    expect(drafted.effect).toBeNull();
    expect(drafted.matterTexts.find(({ language }) => language === 'no')!.text).toContain('med 45 000 NOK eksklusive merverdiavgift');
    expect(drafted.matterTexts.find(({ language }) => language === 'en')!.text).toContain('of NOK 45,000 excluding value added tax');
    expect((await admin.post(`/api/project/${projectId}/decisions/${remuneration.decisionId}/draft`, { decisionType: 'dividend', fields: {} })).status).toBe(400);
  });

  it('refuses a negative dividend and a split ratio of zero with their keys, writing nothing', async () => {
    const { admin, projectId, decisions } = await projectWith(['dividend', 'splitShare']);
    const [dividend, split] = decisions as [DecisionView, DecisionView];
    const before = await writtenRows(t);
    const save = (decision: DecisionView, fields: object) =>
      admin.put(`/api/project/${projectId}/decisions/${decision.decisionId}`, {
        decisionType: decision.decisionType,
        fields,
        localizedTitles: decision.localizedTitles,
        matterTexts: decision.matterTexts,
        requiresGeneralMeeting: true,
      });
    const negative = await save(dividend, { ...dividend.fields, perClass: [{ shareClassId: '00000000-0000-4000-8000-000000000001', amountPerShare: '-5' }], paymentDate: '2099-12-31' });
    expect(negative.status).toBe(400);
    expect(((await negative.json()) as { errors: Record<string, string> }).errors).toEqual({ 'fields.perClass.0.amountPerShare': 'number-field.not-positive' });
    const zero = await save(split, { oldShares: '1', newShares: '0', effectiveDate: '2099-12-31' });
    expect(((await zero.json()) as { errors: Record<string, string> }).errors).toEqual({ 'fields.newShares': 'number-field.not-positive' });
    const unknownClass = await save(dividend, { ...dividend.fields, perClass: [{ shareClassId: '00000000-0000-4000-8000-000000000001', amountPerShare: '5' }], paymentDate: '2099-12-31' });
    expect([unknownClass.status, ((await unknownClass.json()) as { error: { code: string } }).error.code]).toEqual([400, 'decisionDocuments.unknownShareClass']);
    expect(await writtenRows(t)).toEqual(before);

    const saved = await save(split, { oldShares: '1', newShares: '10', effectiveDate: '2099-12-31' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as DecisionView).fields).toEqual({ oldShares: '1', newShares: '10', effectiveDate: '2099-12-31' });
  });
});
