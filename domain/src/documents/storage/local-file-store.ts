import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { DomainError } from '../../kernel/errors/domain-error';
import { assertStoreKey, type FileStore, type StoredKey } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Bytes as files under `directory` (`DATA_DIR`; keys start with `files/`). A file is written to a temporary name beside its
 * place, flushed to disk, then renamed into place, so a crash leaves either the whole file or a temporary one
 * (`.tmp-*`, which `list` skips and the sweeper's grace period outlives).
 */
export const localFileStore = (directory: string): FileStore => {
  const pathOf = (key: string) => join(directory, ...assertStoreKey(key).split('/'));

  async function* walk(folder: string): AsyncGenerator<StoredKey> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* walk(path);
      else if (entry.isFile() && !entry.name.startsWith('.tmp-')) yield { key: relative(directory, path).split(sep).join('/'), lastModified: (await stat(path)).mtime };
    }
  }

  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.tmp-${randomUUID()}`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) throw new DomainError('storage.fileMissing');
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    list(prefix) {
      return walk(join(directory, ...assertStoreKey(prefix).split('/')));
    },
  };
};
