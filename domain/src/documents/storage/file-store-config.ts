import type { FileStore } from './file-store';
import { localFileStore } from './local-file-store';
import { s3FileStore, type S3StoreOptions } from './s3-file-store';

/** The environment the store is chosen from (see README, "Configure it"). */
export type FileStoreEnv = {
  DATA_DIR: string;
  /** `http(s)://[key:secret@]host[:port]/bucket`: an S3-compatible endpoint, addressed path-style (MinIO, Ceph, s3rver). */
  S3_URL?: string;
  /** A bucket on AWS S3 itself, with the SDK's usual variables (`AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_ENDPOINT_URL_S3`…). */
  S3_BUCKET?: string;
  AWS_REGION?: string;
};

export type FileStoreConfig = { kind: 'local'; directory: string } | ({ kind: 's3' } & S3StoreOptions);

/**
 * Local disk under `DATA_DIR` by default (keys start with `files/`, so files land in `DATA_DIR/files`); S3-compatible storage when `S3_URL` is set (credentials in the URL, or
 * the usual `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`), or AWS S3 when only `S3_BUCKET` is. Region `AWS_REGION`,
 * else `us-east-1` (MinIO's default).
 */
export const fileStoreConfig = (env: FileStoreEnv): FileStoreConfig => {
  const region = env.AWS_REGION ?? 'us-east-1';
  if (env.S3_URL) {
    const url = new URL(env.S3_URL);
    const bucket = decodeURIComponent(url.pathname.split('/').filter(Boolean)[0] ?? '');
    if (!/^https?:$/.test(url.protocol) || !bucket) throw new Error('S3_URL must be http(s)://[key:secret@]host[:port]/bucket');
    const credentials = url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined;
    return { kind: 's3', bucket, client: { endpoint: url.origin, region, forcePathStyle: true, ...(credentials ? { credentials } : {}) } };
  }
  if (env.S3_BUCKET) return { kind: 's3', bucket: env.S3_BUCKET, client: { region } };
  return { kind: 'local', directory: env.DATA_DIR };
};

export const openFileStore = (config: FileStoreConfig): FileStore => (config.kind === 'local' ? localFileStore(config.directory) : s3FileStore(config));
