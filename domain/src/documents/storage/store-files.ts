import type { EntityManager } from '@mikro-orm/core';
import { createHash, randomUUID } from 'node:crypto';
import type { Company } from '../../platform/companies/company.entity';
import type { FileStore } from './file-store';
import { StoredFile } from './stored-file.entity';

export type FileToStore = { data: Uint8Array; contentType: string };

/** Where a company's files live in the store; the sweeper walks this prefix. */
export const storedFilesPrefix = 'files';

/**
 * Stores files for a command: the bytes first, each under a fresh key, then the command runs in one transaction with a
 * `StoredFile` row per file (the row is created here, the command links its records to it). A command that fails
 * leaves no row, and its bytes are removed at once; a crash between the two steps leaves bytes without a row, which
 * the sweeper removes. So no row is ever without its bytes, and no bytes count as stored without a row.
 */
export const withStoredFiles = async <T>({ em, store, company, files, command }: { em: EntityManager; store: FileStore; company: Company; files: readonly FileToStore[]; command: (tx: EntityManager, stored: StoredFile[]) => Promise<T> }): Promise<T> => {
  const written: { id: string; key: string; file: FileToStore }[] = [];
  try {
    for (const file of files) {
      const id = randomUUID();
      const key = `${storedFilesPrefix}/${company.id}/${id}`;
      await store.put(key, file.data, file.contentType);
      written.push({ id, key, file });
    }
    return await em.transactional(async (tx) => {
      const stored = written.map(({ id, key, file }) =>
        tx.create(StoredFile, { id, company, key, contentType: file.contentType, size: file.data.byteLength, sha256: createHash('sha256').update(file.data).digest('hex') }),
      );
      return command(tx, stored);
    });
  } catch (error) {
    await deleteStoredBytes(store, written.map(({ key }) => key));
    throw error;
  }
};

/** Removes bytes whose rows are gone (after the deleting transaction commits); what fails here the sweeper removes later. */
export const deleteStoredBytes = async (store: FileStore, keys: readonly string[]): Promise<void> => {
  await Promise.all(keys.map((key) => store.delete(key).catch(() => undefined)));
};

/** A stored file's bytes. */
export const readStoredFile = (store: FileStore, file: StoredFile): Promise<Uint8Array> => store.get(file.key);
