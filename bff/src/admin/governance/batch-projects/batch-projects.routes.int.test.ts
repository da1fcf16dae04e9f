import { BatchProject, Company, GeneralMeeting, sendQueuedBatchNotices, User } from '@andel/domain/server';
import type { BatchProjectCreated, BatchProjectSummary, BatchProjectView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../../../domain/testing/pdf-text';
import { writtenRows } from '../../../../testing/governance-test-setup';
import { openGeneralMeeting } from '../../../../testing/general-meeting-test-setup';
import { createTestApp, testAppUrl, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';
import { createTestCompany, grantTestAccess } from '../../../../testing/test-users';

const orgs = { a: '916180563', b: '974760673', foreign: '928471632' } as const;

let t: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;
let batchId: string;

const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const overview = async (client = admin): Promise<BatchProjectView> => (await client.get(`/api/batch-project/${batchId}`)).json();
const batch = (body: Record<string, unknown>) =>
  admin.post('/api/projects', { orgNo: orgs.a, projectName: '2026-05-01 Godkjenne årsregnskap', decisions: ['approveAnnualAccount', 'approveAuditorRemuneration'], batchCompanies: [orgs.a, orgs.b], ...body });

beforeAll(async () => {
  t = await createTestApp();
  const a = await openGeneralMeeting(t, orgs.a);
  const b = await openGeneralMeeting(t, orgs.b);
  admin = a.admin;
  otherAdmin = b.admin;
  const em = t.orm.em.fork();
  const user = await em.findOneOrFail(User, { email: `admin-${orgs.a}@example.no` });
  await grantTestAccess(t.orm, user, await em.findOneOrFail(Company, { organisationNumber: orgs.b }), 'ADMIN');
  await createTestCompany(t.orm, orgs.foreign);
});
afterAll(() => t.close());

describe('creating a batch project (POST /projects with batchCompanies)', () => {
  it('refuses a company the user does not administer, and one not kept here, alike; nothing is written', async () => {
    const before = await writtenRows(t);
    for (const foreign of [orgs.foreign, '986228608']) {
      const refused = await batch({ batchCompanies: [orgs.a, orgs.b, foreign] });
      expect(refused.status).toBe(403);
      expect(await codeOf(refused)).toBe('batchProjects.companyNotAdministered');
    }
    expect(await writtenRows(t)).toEqual(before);
    expect(await t.orm.em.fork().count(BatchProject, {})).toBe(0);
  });

  it('refuses with keys a decision a batch may not hold, chosen documents, no decision and a company twice', async () => {
    const before = await writtenRows(t);
    const errorsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { errors: Record<string, string> }).errors;
    };
    expect(await errorsOf(await batch({ decisions: ['approveAnnualAccount', 'dividend'] }))).toMatchObject({ 'decisions.1': 'batchProjects.decisionNotAllowed' });
    expect(await errorsOf(await batch({ documents: ['notice_general_meeting'] }))).toMatchObject({ documents: 'batchProjects.documentsGiven' });
    expect(await errorsOf(await batch({ decisions: [] }))).toMatchObject({ decisions: 'missingDecisions' });
    expect(await errorsOf(await batch({ batchCompanies: [orgs.a, orgs.a] }))).toMatchObject({ 'batchCompanies.1': 'invalidValue' });
    expect(await writtenRows(t)).toEqual(before);
  });

  it('makes one general meeting project per company with the same decisions, its meeting on the batch date with that company’s own chair', async () => {
    const created = await batch({ meetingDate: '2099-05-01' });
    expect(created.status).toBe(201);
    ({ batchProjectId: batchId } = (await created.json()) as BatchProjectCreated);
    const view = await overview();
    expect(view).toMatchObject({ projectName: '2026-05-01 Godkjenne årsregnskap', meetingDate: '2099-05-01', decisions: ['approveAnnualAccount', 'approveAuditorRemuneration'] });
    expect(view.companies.map(({ organisationNumber, companyName, noticeState }) => [organisationNumber, companyName, noticeState])).toEqual([
      [orgs.a, `Company ${orgs.a}`, 'NOT_REQUESTED'],
      [orgs.b, `Company ${orgs.b}`, 'NOT_REQUESTED'],
    ]);
    for (const { projectId, noticeDocumentId } of view.companies) {
      expect(noticeDocumentId).not.toBeNull();
      const meeting = await t.orm.em.fork().findOneOrFail(GeneralMeeting, { project: projectId });
      expect(meeting).toMatchObject({ meetingDate: '2099-05-01', startTime: '12:00', meetingChair: { name: 'Lise Leder' } });
    }
    const list = (await (await admin.get('/api/batch-projects')).json()) as BatchProjectSummary[];
    expect(list).toEqual([expect.objectContaining({ id: batchId, companies: 2, noticesSent: 0 })]);
  });

  it('shows the batch only to a user who administers every company in it', async () => {
    expect((await otherAdmin.get(`/api/batch-project/${batchId}`)).status).toBe(404);
    expect(await (await otherAdmin.get('/api/batch-projects')).json()).toEqual([]);
    expect((await otherAdmin.post(`/api/batch-project/${batchId}/send-notice`, { accessType: 'open', message: 'Velkommen.' })).status).toBe(404);
  });
});

describe('sending the notices from the batch overview', () => {
  it('queues one company’s notice, then the rest; the job sends each as its general meeting’s own notice', async () => {
    const [first, second] = (await overview()).companies;
    const one = await admin.post(`/api/batch-project/${batchId}/send-notice`, { projectIds: [first!.projectId], accessType: 'open', message: 'Velkommen til generalforsamling.' });
    expect(one.status).toBe(202);
    expect(await one.json()).toEqual({ queued: 1 });
    expect((await overview()).companies.map(({ noticeState }) => noticeState)).toEqual(['QUEUED', 'NOT_REQUESTED']);
    expect(await admin.post(`/api/batch-project/${batchId}/send-notice`, { accessType: 'open', message: 'Velkommen til generalforsamling.' }).then((r) => r.json())).toEqual({ queued: 1 });

    expect(await sendQueuedBatchNotices({ em: t.orm.em, appUrl: testAppUrl })).toBe(2);
    const sent = (await overview()).companies;
    expect(sent.map(({ noticeState }) => noticeState)).toEqual(['SENT', 'SENT']);
    // Three of each company's four holders have an email; their emails wait in the outbox.
    expect(sent.map(({ recipients, deliveries }) => [recipients, deliveries.SENT])).toEqual([
      [3, 3],
      [3, 3],
    ]);
    expect(second!.sentAt).toBeNull();
    expect(await codeOf(await admin.post(`/api/batch-project/${batchId}/send-notice`, { accessType: 'open', message: 'Igjen.' }))).toBe('batchProjects.nothingToSend');
  });

  it('does not send a batch company’s notice from its own project (seed 002, section 4), and says where it is sent from', async () => {
    const [first] = (await overview()).companies;
    const meeting = (await (await admin.get(`/api/project/${first!.projectId}/general-meeting`)).json()) as { batchProjectId: string | null };
    expect(meeting.batchProjectId).toBe(batchId);
    const refused = await admin.post(`/api/document/${first!.noticeDocumentId}/${orgs.a}/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' });
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('batchProjects.sentFromBatch');
  });

  it('refuses a password (one for every company’s holders) and a project not in the batch', async () => {
    expect((await admin.post(`/api/batch-project/${batchId}/send-notice`, { accessType: 'password', message: 'x' })).status).toBe(400);
    expect(await codeOf(await admin.post(`/api/batch-project/${batchId}/send-notice`, { projectIds: [crypto.randomUUID()], accessType: 'open', message: 'x' }))).toBe('batchProjects.notFound');
  });

  it('each company’s notice PDF names its own company', async () => {
    const { companies } = await overview();
    for (const company of companies) {
      const response = await admin.get(`/api/document/view/pdf/${company.noticeDocumentId}/${company.organisationNumber}`);
      expect(response.status).toBe(200);
      const text = (await pdfText(Buffer.from(await response.arrayBuffer()))).join(' ');
      expect(text).toContain(`Company ${company.organisationNumber}`);
      expect(text).not.toContain('{"type"');
    }
  });
});
