import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FileStore } from './file-store';
import { fileStoreConfig, openFileStore } from './file-store-config';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'andel-store-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const stores: [string, () => FileStore][] = [
  ['local disk', () => openFileStore(fileStoreConfig({ DATA_DIR: directory }))],
  ['S3-compatible storage (s3rver)', () => openFileStore(fileStoreConfig({ DATA_DIR: directory, S3_URL: inject('testS3Url') }))],
];

const all = async (iterable: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const { key } of iterable) keys.push(key);
  return keys.sort();
};

describe.each(stores)('the file store on %s', (_, open) => {
  it('keeps, lists and removes bytes under a key', async () => {
    const store = open();
    const prefix = `files/${randomUUID()}`;
    const data = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 255]);
    await store.put(`${prefix}/a`, data, 'application/pdf');
    await store.put(`${prefix}/b`, new Uint8Array([1]), 'application/pdf');
    expect(await store.get(`${prefix}/a`)).toEqual(data);
    expect(await all(store.list(prefix))).toEqual([`${prefix}/a`, `${prefix}/b`]);
    await store.delete(`${prefix}/a`);
    await store.delete(`${prefix}/a`);
    expect(await all(store.list(prefix))).toEqual([`${prefix}/b`]);
    await expect(store.get(`${prefix}/a`)).rejects.toThrow('storage.fileMissing');
  });

  it('refuses keys a path or URL could misread', async () => {
    const store = open();
    for (const key of ['../etc/passwd', 'files/../x', 'files//x', '/files/x', 'files/X', 'files/a b'])
      await expect(store.put(key, new Uint8Array([1]), 'application/pdf')).rejects.toThrow('Not a store key');
  });
});

describe('the local store', () => {
  it('leaves no temporary file behind a write', async () => {
    const store = openFileStore(fileStoreConfig({ DATA_DIR: directory }));
    const company = randomUUID();
    await store.put(`files/${company}/x`, new Uint8Array(1000), 'application/pdf');
    expect(await readdir(join(directory, 'files', company))).toEqual(['x']);
  });
});
