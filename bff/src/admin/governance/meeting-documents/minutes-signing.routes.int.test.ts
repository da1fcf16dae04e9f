import { ArchiveEntry, EmailOutbox, ProjectDocument, Signer, SigningRequest } from '@andel/domain/server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoardRoles, createBoardMeeting } from '../../../../testing/board-meeting-test-setup';
import { setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
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
  const { token } = await em.findOneOrFail(Signer, { email, signedAt: null });
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
