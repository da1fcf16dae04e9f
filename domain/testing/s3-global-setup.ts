import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An S3-compatible server for the run (s3rver, pure npm), as an `S3_URL` with its bucket `andel-test`. */
    testS3Url: string;
  }
}

/** Starts s3rver on a free port with an empty bucket, for the file store's S3 tests. */
export default async function setup(project: TestProject) {
  const directory = await mkdtemp(join(tmpdir(), 'andel-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: 'andel-test' }));
  client.destroy();
  project.provide('testS3Url', `http://S3RVER:S3RVER@127.0.0.1:${port}/andel-test`);
  return async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
}
