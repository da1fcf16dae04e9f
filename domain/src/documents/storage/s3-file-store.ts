import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { DomainError } from '../../kernel/errors/domain-error';
import { assertStoreKey, type FileStore, type StoredKey } from './file-store';

export type S3StoreOptions = { bucket: string; client: S3ClientConfig };

/**
 * Bytes as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph…) through `@aws-sdk/client-s3`. A put is atomic in
 * S3 (an object appears whole or not at all), so no temporary key is needed. The SDK is loaded when the store is
 * first used (about 13 MiB that a process storing on local disk never needs).
 */
export const s3FileStore = ({ bucket, client: config }: S3StoreOptions): FileStore => {
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const s3 = () => (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(config) })));
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { sdk: { PutObjectCommand }, client } = await s3();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: assertStoreKey(key), Body: data, ContentType: contentType, ContentLength: data.byteLength }));
    },
    async get(key) {
      const { sdk: { GetObjectCommand, NoSuchKey }, client } = await s3();
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertStoreKey(key) }));
        return await object.Body!.transformToByteArray();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new DomainError('storage.fileMissing');
        throw error;
      }
    },
    async delete(key) {
      const { sdk: { DeleteObjectCommand }, client } = await s3();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertStoreKey(key) }));
    },
    async *list(prefix): AsyncGenerator<StoredKey> {
      const { sdk: { ListObjectsV2Command }, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${assertStoreKey(prefix)}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
};
