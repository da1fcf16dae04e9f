import { AuditEvent, Project } from '@andel/domain/server';
import type { ProjectListItem, ProjectView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createCustomRoleUser, governanceOrgs, setSubscription, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const { a: orgA, b: orgB } = governanceOrgs;

const create = async (email: string, body: Record<string, unknown>) => (await as(t, email)).post('/api/projects', { orgNo: orgA, ...body });
const createdId = async (body: Record<string, unknown>, email = 'admin-a@example.no') => {
  const response = await create(email, body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { projectId: string }).projectId;
};
const project = async (id: string, email = 'admin-a@example.no') => (await (await as(t, email)).get(`/api/project/${id}`)).json() as Promise<ProjectView>;

beforeAll(async () => {
  t = await createTestApp();
  const { a } = await setUpGovernanceCompanies(t);
  await createCustomRoleUser(t, a, 'viewer-a@example.no', { freetext: 'VIEW' });
});
afterAll(() => t.close());

describe('creating a project (POST /projects)', () => {
  it('creates a draft project owned by the creator with its decisions and documents, audited', async () => {
    const id = await createdId({ projectName: 'Styremøte mars', decisions: ['freetext', 'approveAnnualAccount'], documents: ['notice_board_meeting', 'board_meeting'] });
    const view = await project(id);
    expect(view).toMatchObject({
      id,
      organisationNumber: orgA,
      projectName: 'Styremøte mars',
      status: 'DRAFT',
      isOwner: true,
      ownerName: 'Test Person',
      containsNoticeOrMinutesBoardMeetingDocument: true,
      containsNoticeOrMinutesGeneralMeetingDocument: false,
    });
    expect(view.documents.map(({ documentType }) => documentType)).toEqual(['notice_board_meeting', 'board_meeting']);
    expect(view.decisions.map(({ decisionType, position }) => [decisionType, position])).toEqual([['freetext', 0], ['approveAnnualAccount', 1]]);
    expect(view.decisions[0]).toMatchObject({ localizedTitles: [], requiresGeneralMeeting: false, freetextTypeOptions: ['INFORMATION_MATTER', 'DECISION_MATTER'] });
    expect(view.decisions[1]!.localizedTitles).toEqual([
      { language: 'no', title: 'Godkjenning av årsregnskap og årsberetning' },
      { language: 'sv', title: 'Fastställande av årsredovisning' },
      { language: 'en', title: 'Approval of the annual accounts and report' },
    ]);
    const events = await t.orm.em.fork().find(AuditEvent, { type: 'project.created' });
    expect(events.at(-1)!.payload.after).toMatchObject({ projectId: id, projectName: 'Styremøte mars' });
  });

  it('refuses a missing name, neither decisions nor documents (missingDecisions), an over-long name and an unnamed custom document, writing nothing', async () => {
    const before = await writtenRows(t);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ projectName: '  ', decisions: ['freetext'] }, { projectName: 'required' }],
      [{ projectName: 'Tomt', decisions: [], documents: [] }, { decisions: 'missingDecisions' }],
      [{ projectName: 'x'.repeat(151), decisions: ['freetext'] }, { projectName: { message: 'maxStringLength', args: { maxLength: 150 } } }],
      [{ projectName: 'Eget', documents: ['custom_document'] }, { customDocumentType: 'required' }],
      [{ projectName: 'Ukjent', decisions: ['noSuchDecision'] }, { 'decisions.0': 'invalidValue' }],
    ];
    for (const [body, errors] of cases) {
      const response = await create('admin-a@example.no', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).errors).toEqual(errors);
    }
    expect(await writtenRows(t)).toEqual(before);
  });

  it('gates decision types by subscription: BASIC opens the ordinary general meeting category, PRO the rest', async () => {
    const before = await writtenRows(t);
    const refused = await create('admin-a@example.no', { projectName: 'Emisjon', decisions: ['increaseOfShareCapital'] });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatchObject({ code: 'subscription.requiresSubscription', params: { decisionType: 'increaseOfShareCapital' } });
    expect(await writtenRows(t)).toEqual(before);
    await createdId({ projectName: 'Ordinær', decisions: ['approveAnnualAccount', 'dividend', 'freetext'] });
    await setSubscription(t, orgA, 'PRO');
    await createdId({ projectName: 'Emisjon', decisions: ['increaseOfShareCapital'] });
    await setSubscription(t, orgA, 'FREE');
    expect((await create('admin-a@example.no', { projectName: 'Fritekst', decisions: ['freetext'] })).status).toBe(403);
    await createdId({ projectName: 'Bare dokument', documents: ['board_meeting'] });
    await setSubscription(t, orgA, 'BASIC');
  });

  it('hides the whole tool for the legacy register-only agreement', async () => {
    await setSubscription(t, orgA, 'SHAREHOLDER_REGISTER_LEGACY');
    const admin = await as(t, 'admin-a@example.no');
    const list = await admin.get(`/api/projects/${orgA}`);
    expect([list.status, (await list.json()).error.code]).toEqual([403, 'subscription.requiresSubscription']);
    expect((await create('admin-a@example.no', { projectName: 'Nei', documents: ['board_meeting'] })).status).toBe(403);
    await setSubscription(t, orgA, 'BASIC');
  });
});

describe('the project list (GET /projects/{orgNo})', () => {
  it('splits by ownership: by-me are the viewer\'s own, by-others the rest; last changed first', async () => {
    const mine = await createdId({ projectName: 'Min', decisions: ['freetext'] });
    const theirs = await createdId({ projectName: 'Deres', decisions: ['freetext'] }, 'other-admin-a@example.no');
    const admin = await as(t, 'admin-a@example.no');
    const tab = async (name: string) => ((await (await admin.get(`/api/projects/${orgA}?tab=${name}`)).json()) as ProjectListItem[]).map(({ id }) => id);
    const all = await tab('all');
    expect(all.slice(0, 2)).toEqual([theirs, mine]);
    expect(await tab('by-me')).toContain(mine);
    expect(await tab('by-me')).not.toContain(theirs);
    expect(await tab('by-others')).toEqual([theirs]);
    expect((await admin.get(`/api/projects/${orgA}?tab=mine`)).status).toBe(400);
  });

  it('shows nothing of company A to the admin of company B', async () => {
    const id = await createdId({ projectName: 'Hemmelig', decisions: ['freetext'] });
    const adminB = await as(t, 'admin-b@example.no');
    expect((await adminB.get(`/api/projects/${orgA}`)).status).toBe(403);
    expect((await adminB.get(`/api/project/${id}`)).status).toBe(403);
    expect((await adminB.put(`/api/project/${id}`, { projectName: 'Mitt' })).status).toBe(403);
    expect((await adminB.delete(`/api/project/${id}`)).status).toBe(403);
    expect((await adminB.post('/api/projects', { orgNo: orgB, projectName: 'Kopi', duplicateProjectId: id })).status).toBe(404);
    expect(((await (await adminB.get(`/api/projects/${orgB}`)).json()) as ProjectListItem[]).length).toBe(0);
    expect((await (await as(t, 'admin-a@example.no')).get('/api/project/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lets a custom role with freetext VIEW read but not create', async () => {
    const viewer = await as(t, 'viewer-a@example.no');
    expect((await viewer.get(`/api/projects/${orgA}`)).status).toBe(200);
    expect((await viewer.post('/api/projects', { orgNo: orgA, projectName: 'X', decisions: ['freetext'] })).status).toBe(403);
  });
});

describe('duplicating, renaming and deleting', () => {
  it('duplicates decisions (texts included) and documents into a new project owned by the duplicator', async () => {
    const source = await createdId({ projectName: 'Kilde', decisions: ['freetext'], documents: ['notice_board_meeting'] });
    const [decision] = (await project(source)).decisions;
    await (await as(t, 'admin-a@example.no')).put(`/api/project/${source}/decisions/${decision!.decisionId}`, {
      localizedTitles: [{ language: 'no', title: 'Budsjett' }],
      matterTexts: [{ language: 'no', text: 'Styret godkjenner budsjettet.' }],
      requiresGeneralMeeting: false,
    });
    const copy = await createdId({ projectName: 'Kopi', duplicateProjectId: source }, 'other-admin-a@example.no');
    const view = await project(copy, 'other-admin-a@example.no');
    expect(view).toMatchObject({ projectName: 'Kopi', isOwner: true, status: 'DRAFT' });
    expect(view.documents.map(({ documentType }) => documentType)).toEqual(['notice_board_meeting']);
    expect(view.decisions).toMatchObject([{ decisionType: 'freetext', localizedTitles: [{ language: 'no', title: 'Budsjett' }], matterTexts: [{ text: 'Styret godkjenner budsjettet.' }] }]);
    expect(view.decisions[0]!.decisionId).not.toBe(decision!.decisionId);
    expect((await project(source)).isOwner).toBe(true);
  });

  it('renames (name required) and deletes a project with its decisions and documents', async () => {
    const id = await createdId({ projectName: 'Gammelt', decisions: ['freetext'], documents: ['board_meeting'] });
    const admin = await as(t, 'admin-a@example.no');
    expect((await admin.put(`/api/project/${id}`, { projectName: '' })).status).toBe(400);
    expect(((await (await admin.put(`/api/project/${id}`, { projectName: 'Nytt' })).json()) as ProjectView).projectName).toBe('Nytt');
    const deleted = await admin.delete(`/api/project/${id}`);
    expect([deleted.status, await deleted.json()]).toEqual([200, { projectId: id }]);
    expect((await admin.get(`/api/project/${id}`)).status).toBe(404);
    expect(await t.orm.em.fork().count(Project, { id })).toBe(0);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'project.deleted' })).toBe(1);
  });
});

describe('a project\'s documents', () => {
  it('sets requiresGeneralMeeting on freetext decisions when the first general meeting document is added, and resets it when removed', async () => {
    const id = await createdId({ projectName: 'Dokumenter', decisions: ['freetext'], documents: ['notice_board_meeting'] });
    const admin = await as(t, 'admin-a@example.no');
    const added = (await (await admin.post(`/api/project/${id}/documents`, { documentType: 'notice_general_meeting' })).json()) as ProjectView;
    expect(added.decisions[0]).toMatchObject({ requiresGeneralMeeting: true, freetextTypeOptions: ['INFORMATION_MATTER', 'DECISION_MATTER', 'CUSTOMIZED'] });
    expect(added.containsNoticeOrMinutesGeneralMeetingDocument).toBe(true);
    const again = await admin.post(`/api/project/${id}/documents`, { documentType: 'notice_general_meeting' });
    expect([again.status, (await again.json()).error.code]).toEqual([409, 'projects.documentExists']);
    const general = added.documents.find(({ documentType }) => documentType === 'notice_general_meeting')!;
    const removed = (await (await admin.delete(`/api/project/${id}/documents/${general.documentId}`)).json()) as ProjectView;
    expect(removed.decisions[0]!.requiresGeneralMeeting).toBe(false);
    expect((await admin.delete(`/api/project/${id}/documents/${general.documentId}`)).status).toBe(404);
    expect((await admin.post(`/api/project/${id}/documents`, { documentType: 'custom_document' })).status).toBe(400);
    const custom = await admin.post(`/api/project/${id}/documents`, { documentType: 'custom_document', customDocumentType: 'setOffDeclaration' });
    expect(((await custom.json()) as ProjectView).documents.at(-1)).toMatchObject({ documentType: 'custom_document', customDocumentType: 'setOffDeclaration' });
  });

  it('refuses removing a document through another project\'s path', async () => {
    const one = await createdId({ projectName: 'En', documents: ['board_meeting'] });
    const two = await createdId({ projectName: 'To', documents: ['board_meeting'] });
    const [document] = (await project(one)).documents;
    const response = await (await as(t, 'admin-a@example.no')).delete(`/api/project/${two}/documents/${document!.documentId}`);
    expect([response.status, (await response.json()).error.code]).toEqual([404, 'projects.documentNotFound']);
    expect((await project(one)).documents).toHaveLength(1);
  });
});
