import { ArchiveEntry, BoardVote, EmailOutbox, Project, ProjectDocument, Signer, SigningRequest } from '@andel/domain/server';
import type { BoardMemberNotice, ProjectView } from '@andel/domain/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting, noticeLinksTo } from '../../../../testing/board-meeting-test-setup';
import { setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { emailedSignerToken } from '../../../../testing/emailed-signer-token';
import { TestClient } from '../../../../testing/test-client';

let t: TestApp;
const board = ['leder@example.no', 'alm@example.no', 'berg@example.no'];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'andel-minutes-signing-')) });
  const { a } = await setUpGovernanceCompanies(t);
  await addBoardRoles(t, a, [
    ['chairperson', 'Kari', 'Leder', board[0]!],
    ['member', 'Arne', 'Alm', board[1]!],
    ['member', 'Bodil', 'Berg', board[2]!],
  ]);
});
afterAll(() => t.close());

const signWithCode = async (email: string) => {
  const em = t.orm.em.fork();
  const token = await emailedSignerToken(t, { email, signedAt: null, request: { status: { $ne: 'CANCELLED' } } });
  const browser = new TestClient(t.app);
  await browser.get(`/api/sign/sign-with-email/${token}`);
  const code = /\b(\d{6})\b/.exec((await em.findOneOrFail(EmailOutbox, { to: email, template: 'signingCode' }, { orderBy: { id: 'desc' } })).text)![1]!;
  return browser.post(`/api/sign/verify-signing-with-code/${token}/${code}`);
};

describe('board minutes sent for signing to their signatories (POST /document/{documentId}/{orgNo}/send-for-signing)', () => {
  it('locks the minutes, emails each signatory a link, and files the sealed minutes in the board archive once all have signed', async () => {
    const meeting = await createBoardMeeting(t, [{ title: 'Budsjett', text: 'Styret godkjenner budsjettet.' }]);
    expect((await meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-signing`, {})).status).toBe(400);
    const sent = await meeting.admin.post(`/api/document/${meeting.minutesId}/928471632/send-for-signing`, { emailBody: 'Protokollen til signering.' });
    expect(sent.status).toBe(201);
    const em = t.orm.em.fork();
    expect((await em.findOneOrFail(ProjectDocument, meeting.minutesId)).lockedAt).not.toBeNull();
    const request = await em.findOneOrFail(SigningRequest, { projectDocumentId: meeting.minutesId });
    expect(request).toMatchObject({ source: 'dbot', projectId: meeting.projectId, documentType: 'board_meeting', destinationSection: 'board-archive' });
    expect((await em.find(Signer, { request }, { orderBy: { position: 'asc' } })).map(({ email }) => email)).toEqual(board);
    const again = await meeting.admin.post(`/api/document/${meeting.minutesId}/928471632/send-for-signing`, {});
    expect(again.status).toBe(409);

    for (const email of board) expect((await signWithCode(email)).status).toBe(200);
    const sealed = await t.orm.em.fork().findOneOrFail(SigningRequest, request.id, { populate: ['sealedEntry'] });
    expect(sealed.status).toBe('SIGNING_COMPLETE');
    expect(await t.orm.em.fork().findOneOrFail(ArchiveEntry, sealed.sealedEntry!.id)).toMatchObject({ section: 'board-archive', parent: null, state: 'ARCHIVED' });
  });
});

describe('the record closes when the board minutes go out for signing (issue 24)', () => {
  const codeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

  it('refuses a vote or comment change from sending for signing until the minutes are reopened, which cancels the signing', async () => {
    const meeting = await createBoardMeeting(t, [{ title: 'Investering', text: 'Styret vedtar investeringen.' }]);
    const [decisionId] = meeting.decisionIds as [string];
    expect((await meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' })).status).toBe(200);
    const link = `/api/boardmember-view/review/${(await noticeLinksTo(t, board[1]!)).at(-1)!.token}`;
    const member = new TestClient(t.app);
    expect((await member.post(`${link}/vote`, { decisionId, vote: 'for' })).status).toBe(200);
    const waitingFor = async () => ((await (await meeting.admin.get('/api/follow-up/matters/928471632?tab=votes')).json()) as { rows: { projectId: string }[] }).rows.map(({ projectId }) => projectId);
    expect(await waitingFor()).toContain(meeting.projectId);

    expect((await meeting.admin.post(`/api/document/${meeting.minutesId}/928471632/send-for-signing`, {})).status).toBe(201);
    // No one is waited on for votes that can no longer change.
    expect(await waitingFor()).not.toContain(meeting.projectId);
    const changed = await member.post(`${link}/vote`, { decisionId, vote: 'against' });
    expect([changed.status, await codeOf(changed)]).toEqual([409, 'boardMemberView.sentForSigning']);
    expect((await member.delete(`${link}/reset-vote/${decisionId}`)).status).toBe(409);
    expect((await member.post(`${link}/comment`, { decisionId, commentText: 'Likevel imot.' })).status).toBe(409);
    const admin = await meeting.admin.post(`/api/boardmember-view/admin-review/${meeting.noticeId}/comment`, { decisionId, commentText: 'Etter signering.' });
    expect([admin.status, await codeOf(admin)]).toEqual([409, 'boardMemberView.sentForSigning']);
    expect((await t.orm.em.fork().findOneOrFail(BoardVote, { decision: decisionId })).vote).toBe('for');
    const view = (await (await member.get(`/api/boardmember-view/notice-board-meeting/${(await noticeLinksTo(t, board[1]!)).at(-1)!.token}`)).json()) as BoardMemberNotice;
    expect(view).toMatchObject({ recordClosed: true, canVote: false, canComment: false });
    const out = (await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json()) as ProjectView;
    expect(out.status).toBe('DOCUMENT_SIGNING_STARTED');
    expect(out.documents.find(({ documentId }) => documentId === meeting.minutesId)!.signing).toMatchObject({ status: 'SENT_FOR_SIGNING', signed: 0, total: 3 });

    expect((await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.minutesId}/928471632`)).status).toBe(200);
    const request = await t.orm.em.fork().findOneOrFail(SigningRequest, { projectDocumentId: meeting.minutesId });
    expect(request.status).toBe('CANCELLED');
    const token = await emailedSignerToken(t, { request, email: board[0]! });
    expect((await new TestClient(t.app).get(`/api/sign/sign-with-email/${token}`)).status).toBeGreaterThanOrEqual(400);
    const reopened = (await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json()) as ProjectView;
    expect(reopened.status).toBe('SENT');
    expect(reopened.documents.find(({ documentId }) => documentId === meeting.minutesId)!.signing).toBeNull();
    expect((await member.post(`${link}/vote`, { decisionId, vote: 'against' })).status).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(BoardVote, { decision: decisionId })).vote).toBe('against');
  });

  it('keeps sealed minutes closed until reopened; the sealed copy stays in the archive', async () => {
    const meeting = await createBoardMeeting(t, [{ title: 'Lån', text: 'Styret tar opp lån.' }]);
    const [decisionId] = meeting.decisionIds as [string];
    expect((await meeting.admin.post(`/api/document/${meeting.noticeId}/928471632/send-for-viewing`, { accessType: 'open', message: 'Velkommen.' })).status).toBe(200);
    const link = `/api/boardmember-view/review/${(await noticeLinksTo(t, board[2]!)).at(-1)!.token}`;
    const member = new TestClient(t.app);
    expect((await meeting.admin.post(`/api/document/${meeting.minutesId}/928471632/send-for-signing`, {})).status).toBe(201);
    for (const email of board) expect((await signWithCode(email)).status).toBe(200);
    const sealed = (await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json()) as ProjectView;
    expect(sealed.status).toBe('COMPLETED');
    // Stored too, for the schedule and meeting headers that read it.
    expect((await t.orm.em.fork().findOneOrFail(Project, meeting.projectId)).status).toBe('COMPLETED');
    expect(sealed.documents.find(({ documentId }) => documentId === meeting.minutesId)!.signing).toMatchObject({ status: 'SIGNING_COMPLETE', signed: 3, total: 3 });
    expect((await member.post(`${link}/vote`, { decisionId, vote: 'blank' })).status).toBe(409);
    // In the archive, the sealed copy downloads as the signed document and says why it is not reopened there.
    const sealedEntryId = sealed.documents.find(({ documentId }) => documentId === meeting.minutesId)!.signing!.sealedEntryId!;
    expect(await (await meeting.admin.get(`/api/archive/928471632/signed-documents/${sealedEntryId}`)).json()).toEqual([expect.objectContaining({ id: sealedEntryId })]);
    const notThere = await meeting.admin.post(`/api/archive/928471632/reopen-signed/${sealedEntryId}`, {});
    expect([notThere.status, await codeOf(notThere)]).toEqual([409, 'signing.sealedCopyNotReopenable']);

    expect((await meeting.admin.post(`/api/document/reopen-locked-document/${meeting.minutesId}/928471632`)).status).toBe(200);
    const request = await t.orm.em.fork().findOneOrFail(SigningRequest, { projectDocumentId: meeting.minutesId }, { populate: ['sealedEntry'] });
    expect(request.status).toBe('SIGNING_COMPLETE');
    expect(request.sealedEntry!.state).toBe('ARCHIVED');
    expect((await member.post(`${link}/vote`, { decisionId, vote: 'blank' })).status).toBe(200);
    // Out again for review (locked, but not for signing): the old seal does not close the record.
    expect((await meeting.admin.post(`/api/document/${meeting.minutesId}/928471632/send-for-review`, { sendMessageRequest: { messageSubject: '', payload: 'Se over.' }, options: { mode: 'voting', deadlineForFeedback: '2099-06-12T09:30' } })).status).toBeLessThan(300);
    const again = (await (await meeting.admin.get(`/api/project/${meeting.projectId}`)).json()) as ProjectView;
    expect(again.documents.find(({ documentId }) => documentId === meeting.minutesId)!.signing).toBeNull();
  });
});
