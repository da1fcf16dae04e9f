import { Company, fileStoreConfig, openFileStore, StoredFile, sweepOrphanedFiles, withStoredFiles, type FileStore } from '@andel/domain/server';
import { samplePdf } from '@andel/domain/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { as, governanceOrgs, setUpGovernanceCompanies } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import type { TestClient } from '../../../../testing/test-client';

/** The archive on S3-compatible storage (s3rver, started by the test run), and the guarantees between rows and bytes. */
let t: TestApp;
let store: FileStore;
let admin: TestClient;
let company: Company;
const orgNo = governanceOrgs.a;

const keys = async () => {
  const found: string[] = [];
  for await (const { key } of store.list(`files/${company.id}`)) found.push(key);
  return found.sort();
};
const rowKeys = async () => (await t.orm.em.fork().find(StoredFile, { company: company.id })).map(({ key }) => key).sort();

beforeAll(async () => {
  store = openFileStore(fileStoreConfig({ DATA_DIR: '.data', S3_URL: inject('testS3Url') }));
  t = await createTestApp({}, { fileStore: store });
  ({ a: company } = await setUpGovernanceCompanies(t));
  admin = await as(t, 'admin-a@example.no');
});
afterAll(() => t.close());

describe('the archive on S3-compatible storage', () => {
  it('keeps an uploaded file as an object counted by a row, serves it, and removes both when deleted forever', async () => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array(samplePdf('S3'))], 'Avtale.pdf'));
    const [entry] = (await (await admin.request('POST', `/api/archive/${orgNo}/upload/admin-archive`, { body: form })).json()) as { id: string }[];
    expect(await keys()).toEqual(await rowKeys());
    expect(await keys()).toHaveLength(1);
    expect(new Uint8Array(await (await admin.get(`/api/archive/${orgNo}/download/${entry!.id}`)).arrayBuffer())).toEqual(samplePdf('S3'));
    await admin.delete(`/api/archive/${orgNo}/${entry!.id}`);
    expect(await keys()).toHaveLength(1);
    await admin.delete(`/api/archive/${orgNo}/${entry!.id}?permanent=true&confirmed=true`);
    expect(await keys()).toEqual([]);
    expect(await rowKeys()).toEqual([]);
  });

  it('removes the bytes of a command that fails, so no bytes count as stored without a row', async () => {
    const em = t.orm.em.fork();
    await expect(
      withStoredFiles({ em, store, company: em.merge(company), files: [{ data: samplePdf(), contentType: 'application/pdf' }], command: async () => Promise.reject(new Error('refused')) }),
    ).rejects.toThrow('refused');
    expect(await keys()).toEqual([]);
    expect(await rowKeys()).toEqual([]);
  });

  it('sweeps bytes a crash left without a row, once past the grace period, and keeps counted ones', async () => {
    const em = t.orm.em.fork();
    const kept = await withStoredFiles({ em, store, company: em.merge(company), files: [{ data: samplePdf(), contentType: 'application/pdf' }], command: async (_, stored) => stored[0]!.key });
    const orphan = `files/${company.id}/${randomUUID()}`;
    await store.put(orphan, samplePdf(), 'application/pdf');
    const prefix = `files/${company.id}`;
    expect(await sweepOrphanedFiles({ em: t.orm.em, store, prefix })).toBe(0);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanedFiles({ em: t.orm.em, store, now: later, prefix })).toBe(1);
    expect(await keys()).toEqual([kept]);
  });
});
