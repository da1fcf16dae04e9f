/** A stored file's key and when its bytes were written, as a store lists them. */
export type StoredKey = { key: string; lastModified: Date };

/**
 * Where file bytes live: the local disk under `DATA_DIR`, or S3-compatible object storage. Keys are ours
 * (`files/<company id>/<uuid>`), never a user's file name, so no name can reach outside the store. Metadata (name,
 * type, size, SHA-256) is kept in PostgreSQL (`StoredFile`); a store only keeps bytes.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes the bytes under the key, whole or not at all (a reader never sees half a file). */
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key; `storage.fileMissing` when there are none. */
  get(key: string): Promise<Uint8Array>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under the prefix, with the time its bytes were written. */
  list(prefix: string): AsyncIterable<StoredKey>;
}

const keyPattern = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Keys are lower-case letters, digits and hyphens in `/`-separated segments: nothing a path or a URL could misread. */
export const assertStoreKey = (key: string): string => {
  if (!keyPattern.test(key) || key.length > 200) throw new Error(`Not a store key: ${JSON.stringify(key)}`);
  return key;
};
