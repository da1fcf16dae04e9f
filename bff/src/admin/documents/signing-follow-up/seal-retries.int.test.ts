import { ArchiveEntry, AuditEvent, EmailOutbox, localFileStore, sealOwedRequests, Signer, SigningRequest, type FileStore } from '@andel/domain/server';
import { samplePdf } from '@andel/domain/testing';
import type { SignedAnswer, SigningStatusView } from '@andel/domain/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { emailedSignerToken } from '../../../../testing/emailed-signer-token';
import { TestClient } from '../../../../testing/test-client';
import { signingContext } from '../../../shared/signing-context';

let t: TestApp;
let admin: TestClient;
const orgNo = governanceOrgs.a;
/** The file store, which refuses the next write when armed: what a storage outage during sealing looks like. */
const files = localFileStore(mkdtempSync(join(tmpdir(), 'andel-seal-retries-')));
let failNextWrite = false;
const flakyStore: FileStore = {
  ...files,
  get: (key) => files.get(key),
  delete: (key) => files.delete(key),
  list: (prefix) => files.list(prefix),
  put: async (key, data, contentType) => {
    if (failNextWrite) {
      failNextWrite = false;
      throw new Error('storage unreachable');
    }
    return files.put(key, data, contentType);
  },
};

const signer = (name: string, email: string) => ({ name, email, signingMethod: 'AUTH_EMAIL', language: 'nb' });

/** An archive PDF sent to one signer, who signs it by email code with the next write to the store failing: the request's and entry's ids. */
const signedWithFailingSeal = async (name: string, email: string) => {
  const form = new FormData();
  form.append('files', new File([new Uint8Array(samplePdf(name))], name));
  const [entry] = (await (await admin.request('POST', `/api/archive/${orgNo}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
  const sent = await admin.post(`/api/document/send-uploaded-document-for-signing/${orgNo}`, { documentId: entry!.id, signers: [signer('Kari Nordmann', email)] });
  const requestId = ((await sent.json()) as { id: string }).id;
  const token = await emailedSignerToken(t, { email, request: requestId });
  const browser = new TestClient(t.app);
  expect((await browser.get(`/api/sign/sign-with-email/${token}`)).status).toBe(200);
  const code = /\b(\d{6})\b/.exec((await t.orm.em.fork().findOneOrFail(EmailOutbox, { to: email, template: 'signingCode' }, { orderBy: { id: 'desc' } })).text)![1]!;
  failNextWrite = true;
  const signed = await browser.post(`/api/sign/verify-signing-with-code/${token}/${code}`);
  expect(signed.status).toBe(200);
  expect(((await signed.json()) as SignedAnswer).documents).toEqual([{ title: name, sealed: false }]);
  return { requestId, documentId: entry!.id };
};
const sealedCopies = (title: string) => t.orm.em.fork().count(ArchiveEntry, { name: `${title.replace(/\.pdf$/, '')} (signert).pdf` });
const statusOf = async (documentId: string) => (await (await admin.get(`/api/document/check-signing-status/${documentId}/${orgNo}`)).json()) as SigningStatusView;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'andel-seal-data-')) }, { fileStore: flakyStore });
  await setUpGovernanceCompanies(t);
  admin = await as(t, 'admin-a@example.no');
});
afterAll(() => t.close());

describe('a seal that fails after the last signature', () => {
  it('keeps the signature with the request SEAL_FAILED, shown to the sender, and the sweep seals it exactly once after its wait', async () => {
    const { requestId, documentId } = await signedWithFailingSeal('Leieavtale.pdf', 'kari@example.no');
    const em = t.orm.em.fork();
    expect(await em.findOneOrFail(SigningRequest, requestId)).toMatchObject({ status: 'SIGNING_IN_PROGRESS', sealState: 'SEAL_FAILED', sealAttempts: 1, sealError: 'signing.sealFailed', sealed: null });
    expect(await em.count(Signer, { request: requestId, signedAt: { $ne: null } })).toBe(1);
    expect(await em.findOneOrFail(AuditEvent, { type: 'signing.sealFailed' })).toMatchObject({ payload: { after: { id: requestId, attempt: 1, error: 'storage unreachable' } } });
    expect(await statusOf(documentId)).toMatchObject({ documentSigningStatus: 'SIGNING_IN_PROGRESS', signedCount: 1, total: 1, sealState: 'SEAL_FAILED', sealAttempts: 1 });
    expect(await sealedCopies('Leieavtale.pdf')).toBe(0);

    const context = signingContext({ config: t.config, fileStore: flakyStore, emailQueued: () => undefined });
    // Within its wait the sweep leaves it; after it, two sweeps at once (two processes) seal it once.
    expect(await sealOwedRequests({ em: t.orm.em, context })).toBe(0);
    const sweeps = await Promise.all([sealOwedRequests({ em: t.orm.em, context, now: minutesFromNow(3) }), sealOwedRequests({ em: t.orm.em, context, now: minutesFromNow(3) })]);
    expect(sweeps[0] + sweeps[1]).toBe(1);
    expect(await t.orm.em.fork().findOneOrFail(SigningRequest, requestId)).toMatchObject({ status: 'SIGNING_COMPLETE', sealState: null, sealError: null });
    expect(await sealedCopies('Leieavtale.pdf')).toBe(1);
    expect(await t.orm.em.fork().count(AuditEvent, { type: 'signing.sealed', payload: { after: { id: requestId } } })).toBe(1);
    expect(await t.orm.em.fork().count(EmailOutbox, { template: 'sealedCopy', to: 'kari@example.no' })).toBe(1);
    expect(await statusOf(documentId)).toMatchObject({ documentSigningStatus: 'SIGNING_COMPLETE', sealState: null });
    expect(await sealOwedRequests({ em: t.orm.em, context, now: minutesFromNow(60) })).toBe(0);
  });

  it('lets the sender seal again by hand: a second failure is answered and counted, then the retry seals it once', async () => {
    const { requestId, documentId } = await signedWithFailingSeal('Kjøpekontrakt.pdf', 'per@example.no');
    const retry = () => admin.post(`/api/document/retry-seal/${orgNo}/${requestId}`);
    failNextWrite = true;
    const failed = await retry();
    expect({ status: failed.status, body: await failed.json() }).toMatchObject({ status: 503, body: { error: { code: 'signing.sealFailed' } } });
    expect(await statusOf(documentId)).toMatchObject({ sealState: 'SEAL_FAILED', sealAttempts: 2 });
    const sealed = await retry();
    expect({ status: sealed.status, body: await sealed.json() }).toEqual({ status: 200, body: { id: requestId, sealed: true } });
    expect(await sealedCopies('Kjøpekontrakt.pdf')).toBe(1);
    const again = await retry();
    expect({ status: again.status, body: await again.json() }).toMatchObject({ status: 409, body: { error: { code: 'signing.notAwaitingSeal' } } });
    const stranger = await as(t, 'admin-b@example.no');
    expect((await stranger.post(`/api/document/retry-seal/${orgNo}/${requestId}`)).status).toBe(403);
  });
});
