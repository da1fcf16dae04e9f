import { describe, expect, it } from 'vitest';
import { fileStoreConfig } from './file-store-config';

describe('fileStoreConfig', () => {
  it('keeps files under DATA_DIR by default', () => {
    expect(fileStoreConfig({ DATA_DIR: '/var/andel' })).toEqual({ kind: 'local', directory: '/var/andel' });
  });

  it('reads an S3-compatible endpoint, bucket and credentials from S3_URL', () => {
    expect(fileStoreConfig({ DATA_DIR: '.data', S3_URL: 'http://andel:s%2Fecret@minio:9000/andel-files', AWS_REGION: 'eu-north-1' })).toEqual({
      kind: 's3',
      bucket: 'andel-files',
      client: { endpoint: 'http://minio:9000', region: 'eu-north-1', forcePathStyle: true, credentials: { accessKeyId: 'andel', secretAccessKey: 's/ecret' } },
    });
  });

  it('leaves credentials to the usual AWS variables when the URL has none', () => {
    const config = fileStoreConfig({ DATA_DIR: '.data', S3_URL: 'https://s3.example.com/bucket' });
    expect(config).toMatchObject({ kind: 's3', bucket: 'bucket', client: { endpoint: 'https://s3.example.com', region: 'us-east-1' } });
    expect(config.kind === 's3' && config.client.credentials).toBeUndefined();
  });

  it('uses AWS S3 itself with S3_BUCKET', () => {
    expect(fileStoreConfig({ DATA_DIR: '.data', S3_BUCKET: 'andel', AWS_REGION: 'eu-west-1' })).toEqual({ kind: 's3', bucket: 'andel', client: { region: 'eu-west-1' } });
  });

  it('refuses an S3_URL without a bucket', () => {
    expect(() => fileStoreConfig({ DATA_DIR: '.data', S3_URL: 'http://minio:9000/' })).toThrow('S3_URL');
  });
});
