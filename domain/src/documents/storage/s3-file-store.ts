import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { DomainError } from '../../kernel/errors/domain-error';
import { assertStoreKey, type FileStore, type StoredKey } from './file-store';

export type S3StoreOptions = { bucket: string; client: S3ClientConfig };

/**
 * Bytes as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph…) through `@aws-sdk/client-s3`. A put is atomic in
 * S3 (an object appears whole or not at all), so no temporary key is needed.
 */
export const s3FileStore = ({ bucket, client: config }: S3StoreOptions): FileStore => {
  const client = new S3Client(config);
  return {
    kind: 's3',
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: assertStoreKey(key), Body: data, ContentType: contentType, ContentLength: data.byteLength }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertStoreKey(key) }));
        return await object.Body!.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new DomainError('storage.fileMissing');
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertStoreKey(key) }));
    },
    async *list(prefix): AsyncGenerator<StoredKey> {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${assertStoreKey(prefix)}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
};
