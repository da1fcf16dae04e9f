import { ArchiveEntry, AuditEvent, EmailOutbox, hashToken, sendSigningReminders, Signer, SigningRequest } from '@andel/domain/server';
import { samplePdf } from '@andel/domain/testing';
import type { SigningStatusView } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createCustomRoleUser, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';

let t: TestApp;
let admin: TestClient;
const orgNo = governanceOrgs.a;
const signers = [
  { name: 'Kari Nordmann', email: 'kari@example.no', signingMethod: 'AUTH_EMAIL', language: 'nb' },
  { name: 'Ola Nordmann', email: 'ola@example.no', signingMethod: 'AUTH_EMAIL', language: 'nb' },
];

/** An archive PDF sent for signing to the two signers: its entry id and request id. */
const sentDocument = async (name: string, to = signers) => {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(samplePdf(name))], name));
  const [entry] = (await (await admin.request('POST', `/api/archive/${orgNo}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
  const sent = await admin.post(`/api/document/send-uploaded-document-for-signing/${orgNo}`, { documentId: entry!.id, signers: to });
  expect(sent.status).toBe(201);
  return { documentId: entry!.id, requestId: ((await sent.json()) as { id: string }).id };
};
const statusOf = async (documentId: string) => (await (await admin.get(`/api/document/check-signing-status/${documentId}/${orgNo}`)).json()) as SigningStatusView;
const emailsTo = (to: string) => t.orm.em.fork().count(EmailOutbox, { to });
/** The `ref` of the signing link last emailed to the address (a request, a resend or a reminder). */
const lastLinkTo = async (to: string) => {
  const [email] = await t.orm.em.fork().find(EmailOutbox, { to, template: { $in: ['signingRequest', 'signingReminder'] } }, { orderBy: { id: 'desc' }, limit: 1 });
  return decodeURIComponent(/\/sign\?ref=(\S+)/.exec(email!.text)![1]!);
};
const opens = async (ref: string) => (await admin.get(`/api/sign/signer/${encodeURIComponent(ref)}`)).status === 200;

beforeAll(async () => {
  t = await createTestApp();
  const { a: company } = await setUpGovernanceCompanies(t);
  admin = await as(t, 'admin-a@example.no');
  await createCustomRoleUser(t, company, 'archive-viewer@example.no', { adminArchive: 'VIEW' });
});
afterAll(() => t.close());

describe('resend for signing (and edit signer)', () => {
  it("sends the signer's email again with the edited name and address, on a new link, and unlocks them", async () => {
    const { documentId } = await sentDocument('Avtale.pdf');
    const [kari] = (await statusOf(documentId)).signerStatus;
    const emailed = await lastLinkTo('kari@example.no');
    await t.orm.em.fork().nativeUpdate(Signer, { id: kari!.signedDocumentId }, { failedCodeAttempts: 5, codeLockedAt: new Date() });
    const response = await admin.post(`/api/document/resend-for-signing/${documentId}/${orgNo}/${kari!.signedDocumentId}`, { name: 'Kari Nordmann-Berg', email: 'kari.berg@example.no', language: 'en', signingMethod: 'AUTH_EMAIL' });
    expect(response.status).toBe(200);
    const [after] = (await statusOf(documentId)).signerStatus;
    expect(after).toMatchObject({ name: 'Kari Nordmann-Berg', email: 'kari.berg@example.no', language: 'en', isLocked: false, resentAt: expect.any(String) });
    expect(await opens(emailed)).toBe(false);
    expect(await opens(await lastLinkTo('kari.berg@example.no'))).toBe(true);
    expect(await emailsTo('kari.berg@example.no')).toBe(1);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'signing.signerResent' })).toBe(1);
  });

  it('refuses a bad address or a viewer, writing nothing', async () => {
    const { documentId } = await sentDocument('Avtale 2.pdf');
    const [kari] = (await statusOf(documentId)).signerStatus;
    const bad = await admin.post(`/api/document/resend-for-signing/${documentId}/${orgNo}/${kari!.signedDocumentId}`, { name: 'Kari', email: 'ikke-en-adresse', language: 'nb', signingMethod: 'AUTH_EMAIL' });
    expect(bad.status).toBe(400);
    const viewer = await as(t, 'archive-viewer@example.no');
    expect((await viewer.post(`/api/document/resend-for-signing/${documentId}/${orgNo}/${kari!.signedDocumentId}`, { ...signers[0], language: 'nb' })).status).toBe(403);
    expect(await emailsTo('kari@example.no')).toBe(2);
  });
});

describe('copy signing link', () => {
  it("issues the signer a new link, answered once: the emailed one stops working, and the status never shows a link", async () => {
    const { documentId } = await sentDocument('Kopieres.pdf');
    const [kari] = (await statusOf(documentId)).signerStatus;
    expect(kari).not.toHaveProperty('signingUrl');
    const emailed = await lastLinkTo('kari@example.no');
    const copied = await admin.post(`/api/document/signing-link/${documentId}/${orgNo}/${kari!.signedDocumentId}`, {});
    expect(copied.status).toBe(200);
    const { signingUrl } = (await copied.json()) as { signingUrl: string };
    expect(signingUrl).toMatch(/^http:\/\/localhost:3000\/sign\?ref=/);
    expect(await opens(new URL(signingUrl).searchParams.get('ref')!)).toBe(true);
    expect(await opens(emailed)).toBe(false);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'signing.linkIssued' })).toBe(1);
  });

  it('refuses a viewer and a signer who has signed, issuing nothing', async () => {
    const { documentId } = await sentDocument('Kopieres ikke.pdf');
    const [kari] = (await statusOf(documentId)).signerStatus;
    const emailed = await lastLinkTo('kari@example.no');
    const viewer = await as(t, 'archive-viewer@example.no');
    expect((await viewer.post(`/api/document/signing-link/${documentId}/${orgNo}/${kari!.signedDocumentId}`, {})).status).toBe(403);
    await t.orm.em.fork().nativeUpdate(Signer, { id: kari!.signedDocumentId }, { signedAt: new Date() });
    const signed = await admin.post(`/api/document/signing-link/${documentId}/${orgNo}/${kari!.signedDocumentId}`, {});
    expect([signed.status, ((await signed.json()) as { error: { code: string } }).error.code]).toEqual([409, 'signing.alreadySigned']);
    expect((await t.orm.em.fork().findOneOrFail(Signer, kari!.signedDocumentId)).tokenHash).toBe(hashToken(emailed));
  });
});

describe('cancel a signature request', () => {
  it('cancels a live request: the file is UNKNOWN again, its links stop working, and a second cancel is refused', async () => {
    const { documentId, requestId } = await sentDocument('Kanselleres.pdf');
    const ref = await lastLinkTo('kari@example.no');
    const response = await admin.post('/api/sign/cancel-signature-request', { id: requestId, orgNo });
    expect(response.status).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(ArchiveEntry, documentId)).signingStatus).toBe('UNKNOWN');
    expect((await t.orm.em.fork().findOneOrFail(SigningRequest, requestId)).status).toBe('CANCELLED');
    const page = await admin.get(`/api/sign/signer/${encodeURIComponent(ref)}`);
    expect(page.status).toBeGreaterThanOrEqual(400);
    const again = await admin.post('/api/sign/cancel-signature-request', { id: requestId, orgNo });
    expect([again.status, ((await again.json()) as { error: { code: string } }).error.code]).toEqual([409, 'signing.notCancellable']);
    expect((await admin.post(`/api/document/send-uploaded-document-for-signing/${orgNo}`, { documentId, signers })).status).toBe(201);
  });
});

describe('reopen a completed document', () => {
  it('makes a SIGNING_COMPLETE file UNKNOWN again, and refuses one still being signed', async () => {
    const { documentId } = await sentDocument('Ferdig.pdf');
    const refused = await admin.post(`/api/archive/${orgNo}/reopen-signed/${documentId}`, {});
    expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([409, 'signing.notReopenable']);
    await t.orm.em.fork().nativeUpdate(ArchiveEntry, { id: documentId }, { signingStatus: 'SIGNING_COMPLETE' });
    expect((await admin.post(`/api/archive/${orgNo}/reopen-signed/${documentId}`, {})).status).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(ArchiveEntry, documentId)).signingStatus).toBe('UNKNOWN');
    expect(await (await admin.get(`/api/archive/${orgNo}/signed-documents/${documentId}`)).json()).toEqual([]);
  });
});

describe('signing reminders', () => {
  it('remind each waiting signer once per interval until signed', async () => {
    const { documentId } = await sentDocument('Påminnes.pdf', [
      { name: 'Pål Venter', email: 'pal@example.no', signingMethod: 'AUTH_EMAIL', language: 'nb' },
      { name: 'Siv Signert', email: 'siv@example.no', signingMethod: 'AUTH_EMAIL', language: 'nb' },
    ]);
    const [, siv] = (await statusOf(documentId)).signerStatus;
    await t.orm.em.fork().nativeUpdate(Signer, { id: siv!.signedDocumentId }, { signedAt: new Date() });
    const reminders = (to: string) => t.orm.em.fork().count(EmailOutbox, { to, template: 'signingReminder' });
    expect(await sendSigningReminders({ em: t.orm.em.fork(), appUrl: 'http://localhost', now: new Date(Date.now() + 2 * 24 * 60 * 60_000) })).toBe(0);
    const later = new Date(Date.now() + 4 * 24 * 60 * 60_000);
    expect(await sendSigningReminders({ em: t.orm.em.fork(), appUrl: 'http://localhost', now: later })).toBeGreaterThanOrEqual(1);
    expect(await reminders('pal@example.no')).toBe(1);
    const reminded = await lastLinkTo('pal@example.no');
    expect(await t.orm.em.fork().count(Signer, { tokenHash: hashToken(reminded) })).toBe(1);
    expect(await sendSigningReminders({ em: t.orm.em.fork(), appUrl: 'http://localhost', now: later })).toBe(0);
    expect(await reminders('pal@example.no')).toBe(1);
    expect(await reminders('siv@example.no')).toBe(0);
    expect(await sendSigningReminders({ em: t.orm.em.fork(), appUrl: 'http://localhost', now: new Date(later.getTime() + 3 * 24 * 60 * 60_000) })).toBeGreaterThanOrEqual(1);
    expect(await reminders('pal@example.no')).toBe(2);
  });
});
