import { ProjectDecision } from '@andel/domain/server';
import type { DecisionCatalogueView, DecisionView, ProjectView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setSubscription, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const { a: orgA, b: orgB } = governanceOrgs;

const newProject = async (documents: string[], decisions: string[] = [], email = 'admin-a@example.no', orgNo: string = orgA) => {
  const response = await (await as(t, email)).post('/api/projects', { orgNo, projectName: 'Vedtak', decisions, documents });
  expect(response.status).toBe(201);
  return ((await response.json()) as { projectId: string }).projectId;
};
const addDecision = async (projectId: string, decisionType: string) => {
  const response = await (await as(t, 'admin-a@example.no')).post(`/api/project/${projectId}/decisions`, { decisionType });
  return { status: response.status, body: (await response.json()) as DecisionView & { error?: { code: string } } };
};
const freetext = {
  localizedTitles: [
    { language: 'no', title: 'Orientering om driften' },
    { language: 'en', title: 'Report on operations' },
  ],
  matterTexts: [{ language: 'no', text: 'Daglig leder orienterte.' }],
  requiresGeneralMeeting: false,
  freetextTypeForAllDocuments: 'INFORMATION_MATTER',
};

beforeAll(async () => {
  t = await createTestApp();
  await setUpGovernanceCompanies(t);
});
afterAll(() => t.close());

describe('the decision catalogue (GET /projects/{orgNo}/decision-catalogue)', () => {
  it('groups every decision type by category and marks what the subscription opens', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const basic = (await (await admin.get(`/api/projects/${orgA}/decision-catalogue`)).json()) as DecisionCatalogueView;
    expect(basic.decisionToolAvailable).toBe(true);
    expect(basic.categories.map(({ category, available }) => [category, available])).toEqual([
      ['ordinaryGeneralMeeting', true],
      ['aboutTheCompany', false],
      ['companyRoles', false],
      ['companyShareCapital', false],
      ['changesToArticles', false],
      ['powerOfAttorneyFromGeneralMeeting', false],
      ['other', false],
    ]);
    expect(basic.categories.flatMap(({ decisionTypes }) => decisionTypes)).toContain('changeShareCapitalInArticlesOfAssociation');
    await setSubscription(t, orgA, 'PRO');
    const pro = (await (await admin.get(`/api/projects/${orgA}/decision-catalogue`)).json()) as DecisionCatalogueView;
    expect(pro.categories.every(({ available }) => available)).toBe(true);
    await setSubscription(t, orgA, 'SHAREHOLDER_REGISTER_LEGACY');
    const legacy = (await (await admin.get(`/api/projects/${orgA}/decision-catalogue`)).json()) as DecisionCatalogueView;
    expect(legacy.decisionToolAvailable).toBe(false);
    expect(legacy.categories.some(({ available }) => available)).toBe(false);
    await setSubscription(t, orgA, 'BASIC');
    expect((await (await as(t, 'admin-b@example.no')).get(`/api/projects/${orgA}/decision-catalogue`)).status).toBe(403);
  });
});

describe('adding and removing decisions', () => {
  it('adds after the others: freetext untitled, other types titled in each document language; refuses a type the subscription does not open', async () => {
    const id = await newProject(['notice_board_meeting', 'notice_general_meeting']);
    const first = await addDecision(id, 'freetext');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ decisionType: 'freetext', position: 0, localizedTitles: [], requiresGeneralMeeting: true, categories: ['ordinaryGeneralMeeting', 'other'] });
    const second = await addDecision(id, 'dividend');
    expect(second.body).toMatchObject({ position: 1, localizedTitles: [{ language: 'no', title: 'Utbytte' }, { language: 'sv', title: 'Utdelning' }, { language: 'en', title: 'Dividend' }] });
    const before = await writtenRows(t);
    const refused = await addDecision(id, 'procura');
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'subscription.requiresSubscription']);
    expect((await addDecision(id, 'nonsense')).status).toBe(400);
    expect(await writtenRows(t)).toEqual(before);
    const admin = await as(t, 'admin-a@example.no');
    const removed = await admin.delete(`/api/project/${id}/decisions/${first.body.decisionId}`);
    expect(await removed.json()).toEqual({ projectId: id, decisionId: first.body.decisionId });
    const view = (await (await admin.get(`/api/project/${id}`)).json()) as ProjectView;
    expect(view.decisions.map(({ decisionType }) => decisionType)).toEqual(['dividend']);
    expect((await admin.delete(`/api/project/${id}/decisions/${first.body.decisionId}`)).status).toBe(404);
  });
});

describe('editing a freetext decision (PUT /project/{id}/decisions/{decisionId})', () => {
  it('saves localized titles, matter texts and the matter type', async () => {
    const id = await newProject(['notice_board_meeting', 'board_meeting'], ['freetext']);
    const admin = await as(t, 'admin-a@example.no');
    const [decision] = ((await (await admin.get(`/api/project/${id}`)).json()) as ProjectView).decisions;
    const saved = await admin.put(`/api/project/${id}/decisions/${decision!.decisionId}`, freetext);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ...freetext, customizedFreetextTypePerDocument: [] });
  });

  it('refuses a blank title, a blank text, a missing requiresGeneralMeeting, an over-long text and a language twice, changing nothing', async () => {
    const id = await newProject(['board_meeting'], ['freetext']);
    const admin = await as(t, 'admin-a@example.no');
    const [decision] = ((await (await admin.get(`/api/project/${id}`)).json()) as ProjectView).decisions;
    const path = `/api/project/${id}/decisions/${decision!.decisionId}`;
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ ...freetext, localizedTitles: [{ language: 'no', title: '   ' }] }, { 'localizedTitles.0.title': 'required' }],
      [{ ...freetext, localizedTitles: [] }, { localizedTitles: 'required' }],
      [{ ...freetext, matterTexts: [{ language: 'no', text: ' \n ' }] }, { 'matterTexts.0.text': 'required' }],
      [{ ...freetext, requiresGeneralMeeting: undefined }, { requiresGeneralMeeting: 'required' }],
      [{ ...freetext, matterTexts: [{ language: 'no', text: 'x'.repeat(20_001) }] }, { 'matterTexts.0.text': { message: 'maxStringLength', args: { maxLength: 20_000 } } }],
      [{ ...freetext, localizedTitles: [{ language: 'no', title: 'A' }, { language: 'no', title: 'B' }] }, { 'localizedTitles.1.language': 'invalidValue' }],
    ];
    const before = await writtenRows(t);
    for (const [body, errors] of cases) {
      const response = await admin.put(path, body);
      expect(response.status, JSON.stringify(errors)).toBe(400);
      expect((await response.json()).errors).toEqual(errors);
    }
    expect(await writtenRows(t)).toEqual(before);
    expect((await t.orm.em.fork().findOneOrFail(ProjectDecision, { id: decision!.decisionId })).localizedTitles).toEqual([]);
  });

  it('offers customized only with both a board and a general meeting document and the general meeting required', async () => {
    const boardOnly = await newProject(['notice_board_meeting'], ['freetext']);
    const admin = await as(t, 'admin-a@example.no');
    const decisionOf = async (id: string) => (((await (await admin.get(`/api/project/${id}`)).json()) as ProjectView).decisions[0]!);
    const customized = { ...freetext, requiresGeneralMeeting: true, freetextTypeForAllDocuments: 'CUSTOMIZED', customizedFreetextTypePerDocument: [] };
    const refused = await admin.put(`/api/project/${boardOnly}/decisions/${(await decisionOf(boardOnly)).decisionId}`, customized);
    expect([refused.status, (await refused.json()).error]).toEqual([400, expect.objectContaining({ code: 'decisions.customizedNotAvailable' })]);

    const both = await newProject(['notice_board_meeting', 'notice_general_meeting'], ['freetext']);
    const decision = await decisionOf(both);
    expect(decision.customizableDocuments).toEqual(['notice_board_meeting', 'notice_general_meeting']);
    const path = `/api/project/${both}/decisions/${decision.decisionId}`;
    const unknownDocument = await admin.put(path, { ...customized, customizedFreetextTypePerDocument: [{ documentType: 'general_meeting', customizedFreetextType: 'EXCLUDED' }] });
    expect([unknownDocument.status, (await unknownDocument.json()).error]).toEqual([400, expect.objectContaining({ code: 'decisions.unknownDocument', params: { field: 'customizedFreetextTypePerDocument.0.documentType' } })]);
    const notRequired = await admin.put(path, { ...customized, requiresGeneralMeeting: false });
    expect((await notRequired.json()).error.code).toBe('decisions.customizedNotAvailable');
    const perDocument = [
      { documentType: 'notice_board_meeting', customizedFreetextType: 'INFORMATION_MATTER' },
      { documentType: 'notice_general_meeting', customizedFreetextType: 'DECISION_MATTER' },
    ];
    const saved = await admin.put(path, { ...customized, customizedFreetextTypePerDocument: perDocument });
    expect(await saved.json()).toMatchObject({ freetextTypeForAllDocuments: 'CUSTOMIZED', customizedFreetextTypePerDocument: perDocument });
    // Removing the general meeting document resets the requirement and the customized type.
    const view = (await (await admin.get(`/api/project/${both}`)).json()) as ProjectView;
    const general = view.documents.find(({ documentType }) => documentType === 'notice_general_meeting')!;
    const after = (await (await admin.delete(`/api/project/${both}/documents/${general.documentId}`)).json()) as ProjectView;
    expect(after.decisions[0]).toMatchObject({ requiresGeneralMeeting: false, freetextTypeForAllDocuments: 'DECISION_MATTER', customizedFreetextTypePerDocument: [] });
  });

  it('refuses a decision through another project\'s path, and another company\'s decision', async () => {
    const one = await newProject(['board_meeting'], ['freetext']);
    const two = await newProject(['board_meeting'], ['freetext']);
    const admin = await as(t, 'admin-a@example.no');
    const [decision] = ((await (await admin.get(`/api/project/${one}`)).json()) as ProjectView).decisions;
    const crossed = await admin.put(`/api/project/${two}/decisions/${decision!.decisionId}`, freetext);
    expect([crossed.status, (await crossed.json()).error.code]).toEqual([404, 'decisions.notFound']);
    const adminB = await as(t, 'admin-b@example.no');
    expect((await adminB.put(`/api/project/${one}/decisions/${decision!.decisionId}`, freetext)).status).toBe(403);
    expect((await adminB.delete(`/api/project/${one}/decisions/${decision!.decisionId}`)).status).toBe(403);
    expect((await adminB.post(`/api/project/${one}/decisions`, { decisionType: 'freetext' })).status).toBe(403);
    const ofB = await newProject(['board_meeting'], ['freetext'], 'admin-b@example.no', orgB);
    const crossCompany = await adminB.put(`/api/project/${ofB}/decisions/${decision!.decisionId}`, freetext);
    expect(crossCompany.status).toBe(403);
  });
});
