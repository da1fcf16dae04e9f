import { sweepOrphanedFiles, type FileStore } from '@andel/domain/server';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Removes stored bytes no row counts (an upload interrupted between writing its bytes and committing its rows, or a
 * removal of bytes that failed after its rows were deleted): a minute after start, then every hour. One process sweeps;
 * a second one would only find nothing left to do.
 */
export const startFileSweeper = ({ orm, store, intervalMs = 60 * 60 * 1000 }: { orm: MikroORM; store: FileStore; intervalMs?: number }) => {
  const sweep = () =>
    sweepOrphanedFiles({ em: orm.em, store })
      .then((removed) => removed && console.log(`[files] removed ${removed} orphaned file(s)`))
      .catch((error: unknown) => console.error('[files]', error));
  const first = setTimeout(() => void sweep(), 60_000);
  const timer = setInterval(() => void sweep(), intervalMs);
  first.unref();
  timer.unref();
  return { stop: () => (clearTimeout(first), clearInterval(timer)) };
};
