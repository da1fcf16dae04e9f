import type { EntityManager } from '@mikro-orm/core';
import type { FileStore, StoredKey } from './file-store';
import { storedFilesPrefix } from './store-files';
import { StoredFile } from './stored-file.entity';

/** Bytes younger than this may belong to a command still running (written, its transaction not yet committed). */
export const orphanGraceMs = 60 * 60 * 1000;

/**
 * Removes bytes that no `StoredFile` row counts: left by a crash between writing the bytes and committing the row, or
 * by a delete whose removal of the bytes failed. Only bytes older than the grace period are considered, so a command
 * in flight keeps its own. `prefix` narrows the walk (one company's files). Answers how many were removed.
 */
export const sweepOrphanedFiles = async ({ em, store, now = new Date(), graceMs = orphanGraceMs, prefix = storedFilesPrefix }: { em: EntityManager; store: FileStore; now?: Date; graceMs?: number; prefix?: string }): Promise<number> => {
  const cutoff = now.getTime() - graceMs;
  let removed = 0;
  let batch: StoredKey[] = [];
  const sweep = async () => {
    const known = await em.fork().find(StoredFile, { key: { $in: batch.map(({ key }) => key) } }, { fields: ['key'] });
    const kept = new Set(known.map(({ key }) => key));
    for (const { key } of batch.filter(({ key }) => !kept.has(key))) {
      await store.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const stored of store.list(prefix)) {
    if (stored.lastModified.getTime() > cutoff) continue;
    batch.push(stored);
    if (batch.length >= 500) await sweep();
  }
  if (batch.length) await sweep();
  return removed;
};
