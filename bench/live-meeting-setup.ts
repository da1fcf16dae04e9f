// What the live meeting benches share: signed-in sessions on the demo data, and started general meetings of Nordlys Teknologi AS.
import type { createApp } from '@andel/bff';
import { GeneralMeeting, Project, ProjectDecision } from '@andel/domain/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { TestClient } from '../bff/testing/test-client';

export const benchOrgNo = '928471632';
const today = () => new Date().toISOString().slice(0, 10);

/** A session of `email`, as a cookie header and its CSRF token for the worker processes. */
export const signedIn = async (app: ReturnType<typeof createApp>, email: string, password: string) => {
  const client = new TestClient(app);
  await client.signIn(email, password);
  return { client, cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), csrf: client.csrfToken() ?? '' };
};

/** The company's holders on today's register. */
export const holdersOf = async (admin: TestClient): Promise<string[]> =>
  ((await (await admin.get(`/api/company/${benchOrgNo}/register`)).json()) as { rows: { shareholderId: string }[] }).rows.map((row) => row.shareholderId);

/** A started general meeting with `decisions` decision steps open and every holder present. */
export const openMeeting = async (admin: TestClient, orm: MikroORM, holders: string[], decisions: number) => {
  const created = await admin.post('/api/projects', { orgNo: benchOrgNo, projectName: `Bench ${randomUUID().slice(0, 8)}`, decisions: Array(decisions).fill('freetext'), documents: ['notice_general_meeting', 'general_meeting'] });
  const { projectId } = (await created.json()) as { projectId: string };
  const em = orm.em.fork();
  em.create(GeneralMeeting, { project: em.getReference(Project, projectId), meetingDate: today(), startTime: '12:00', endDate: today(), endTime: '14:00', meetingForm: 'electronic' });
  await em.flush();
  const decisionIds = (await em.find(ProjectDecision, { project: projectId }, { orderBy: { position: 'asc' } })).map(({ id }) => id);
  await admin.post(`/api/project/${projectId}/generalMeetingParticipation`, { createParticipation: holders.map((shareholderId) => ({ shareholderId, isPresent: true })) });
  await admin.post(`/api/general-meeting/${projectId}/start`);
  for (const decisionId of decisionIds) await admin.post(`/api/general-meeting/${projectId}/update-status`, { statusName: 'DECISION', status: 'STARTED', decisionId });
  return { projectId, decisionIds };
};

/** An admin's vote for `shareholderId` on a decision, as the worker sends it (socket `vote`, or the HTTP route). */
export const voteOf = (projectId: string, decisionId: string, shareholderId: string) => ({
  path: `/api/general-meeting/${projectId}/admin-vote`,
  projectId,
  body: { shareholderId, voteType: 'decision', vote: 'for', voteId: randomUUID(), decisionId },
});
