import { sealedTestPdf, simplePdf, withOneByteChanged } from '@andel/domain/testing';
import { sealVerificationMaxBytes, type SealVerificationView } from '@andel/domain/shared';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testAppUrl, type TestApp } from '../../../../testing/test-app';
import { TestClient } from '../../../../testing/test-client';
import { platformSealingCertificate } from '../../../shared/sealing-certificate';

let testApp: TestApp;
let sealed: Buffer;

beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: mkdtempSync(join(tmpdir(), 'andel-seal-bff-')) });
  sealed = await sealedTestPdf(await platformSealingCertificate(testApp.config));
});
afterAll(() => testApp.close());

const verify = async (pdf: Uint8Array) => {
  const response = await new TestClient(testApp.app).upload('/api/document/verify', pdf, 'dokument.pdf');
  return { status: response.status, body: (await response.json()) as SealVerificationView & { errors?: Record<string, unknown> } };
};

describe('POST /document/verify (anonymous)', () => {
  it('accepts an unaltered sealed PDF and names its signers', async () => {
    const { status, body } = await verify(sealed);
    expect(status).toBe(200);
    expect(body).toMatchObject({ sealed: true, signers: [{ name: 'Kari Nordmann' }, { name: 'Åse Ødegård' }] });
  });

  it('rejects a copy with one byte changed, and a PDF never sealed', async () => {
    expect((await verify(withOneByteChanged(sealed))).body).toEqual({ sealed: false, reason: 'altered' });
    expect((await verify(await simplePdf())).body).toEqual({ sealed: false, reason: 'notSealed' });
  });

  it('answers a call without a file with the key, and a body past the limit with 413', async () => {
    const client = new TestClient(testApp.app);
    const empty = await client.post('/api/document/verify', new FormData());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'validationError' }, errors: { file: 'sealing.verify.fileRequired' } });
    // As a browser sends it: the whole multipart body with its length.
    const form = new FormData();
    form.set('file', new File([new Uint8Array(sealVerificationMaxBytes + 128 * 1024)], 'stor.pdf'));
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const csrf = client.csrfToken()!;
    const huge = await testApp.app.request(`${testAppUrl}/api/document/verify`, {
      method: 'POST',
      body,
      headers: { origin: testAppUrl, cookie: `andel.csrf=${csrf}`, 'x-csrf-token': csrf, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length) },
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { code: 'sealing.verify.tooLarge' } });
  });
});

describe('GET /document/seal-certificate.pem', () => {
  it('publishes the platform certificate', async () => {
    const response = await testApp.app.request('/api/document/seal-certificate.pem');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe((await platformSealingCertificate(testApp.config)).certificatePem);
  });
});
