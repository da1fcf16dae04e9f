import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfBomb, pdfWithObjects, pngOfSize, samplePdf, unwalkablePdfs, windowsExecutable } from '../../../testing/upload-fixtures';
import { checkUploads } from './check-uploads';
import { fileUploadConfig } from './file-upload-config';
import { isPdfBomb } from './pdf-bomb';
import { isWalkablePdf, pdfWalkLimits } from './pdf-walk';

const small = { ...fileUploadConfig, maxFileSize: 2000, maxRequestSize: 3000, maxDimensions: { width: 100, height: 50 } };

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code: string; params: Record<string, unknown> }) => ({ code: error.code, params: error.params }),
  );

describe('checkUploads runs the seed checks in order', () => {
  it('accepts a PDF and an image, typed by their content', async () => {
    const checked = await checkUploads([
      { name: 'Vedtekter.pdf', data: samplePdf() },
      { name: 'logo.PNG', data: pngOfSize(40, 20) },
    ]);
    expect(checked.map(({ contentType }) => contentType)).toEqual(['application/pdf', 'image/png']);
  });

  it('first refuses an unsupported extension, naming the files and the supported types', async () => {
    // The executable is also too large for `small`: the extension is checked first.
    expect(await refusal(checkUploads([{ name: 'a.pdf', data: samplePdf() }, { name: 'setup.exe', data: new Uint8Array(5000) }], small))).toEqual({
      code: 'unsupported-files',
      params: { files: 'setup.exe', supported: 'pdf, jpg, jpeg, png, gif, doc, xls, docx, xlsx' },
    });
  });

  it('then a file over the largest size', async () => {
    expect(await refusal(checkUploads([{ name: 'big.pdf', data: new Uint8Array(2001) }], small))).toEqual({ code: 'file-exceeds-max-size', params: { files: 'big.pdf', maxFileSize: 2000 } });
  });

  it('then all files together over the largest request', async () => {
    const files = [1, 2].map((n) => ({ name: `${n}.pdf`, data: new Uint8Array(1600) }));
    expect(await refusal(checkUploads(files, small))).toEqual({ code: 'files-exceed-max-request-size', params: { maxRequestSize: 3000 } });
  });

  it.each([
    ['a renamed executable', 'faktura.pdf', windowsExecutable()],
    ['HTML named .pdf', 'side.pdf', strToU8('<!doctype html><script>alert(1)</script>')],
    ['a PDF named .png', 'bilde.png', samplePdf()],
    ['an empty file', 'tom.pdf', new Uint8Array()],
  ])('then bytes that are not what the name says: %s', async (_, name, data) => {
    expect(await refusal(checkUploads([{ name, data }]))).toEqual({ code: 'invalid-file', params: { files: name } });
  });

  it('refuses a PDF bomb as an invalid file', async () => {
    const bomb = await pdfBomb(300 * 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(fileUploadConfig.maxFileSize);
    expect(await refusal(checkUploads([{ name: 'rapport.pdf', data: bomb }]))).toEqual({ code: 'invalid-file', params: { files: 'rapport.pdf' } });
  });

  it.each(Object.entries(unwalkablePdfs))('then a PDF our reader cannot walk: %s', async (name, make) => {
    expect(await refusal(checkUploads([{ name: `${name}.pdf`, data: make() }, { name: 'ok.pdf', data: samplePdf() }]))).toEqual({ code: 'unreadable-pdf', params: { files: `${name}.pdf` } });
  });

  it('last, an image over the largest width or height', async () => {
    expect(await refusal(checkUploads([{ name: 'wide.png', data: pngOfSize(101, 10) }], small))).toEqual({
      code: 'file-exceeds-max-dimensions',
      params: { files: 'wide.png', maxWidth: 100, maxHeight: 50 },
    });
  });
});

describe('isPdfBomb', () => {
  it('passes an ordinary PDF', async () => {
    expect(await isPdfBomb(samplePdf())).toBe(false);
  });

  it('stops inflating at the bound', async () => {
    const bomb = await pdfBomb(3 * 1024 * 1024);
    expect(await isPdfBomb(bomb, { maxInflatedBytes: 2 * 1024 * 1024, maxObjects: 100 })).toBe(true);
    expect(await isPdfBomb(bomb, { maxInflatedBytes: 4 * 1024 * 1024, maxObjects: 100 })).toBe(false);
  });

  it('counts declared objects', async () => {
    expect(await isPdfBomb(pdfWithObjects(150), { maxInflatedBytes: 1024, maxObjects: 100 })).toBe(true);
    expect(await isPdfBomb(pdfWithObjects(50), { maxInflatedBytes: 1024, maxObjects: 100 })).toBe(false);
  });
});

describe('isWalkablePdf', () => {
  it('walks an ordinary PDF', async () => {
    expect(await isWalkablePdf(samplePdf())).toBe(true);
  });

  it('refuses a PDF without pages, and a page tree deeper than allowed', async () => {
    expect(await isWalkablePdf(pdfWithObjects(1))).toBe(false);
    expect(await isWalkablePdf(samplePdf(), { ...pdfWalkLimits, maxTreeDepth: 0 })).toBe(false);
  });

  it('stops a walk that runs past its time, and answers not walkable', async () => {
    const started = Date.now();
    expect(await isWalkablePdf(samplePdf(), { ...pdfWalkLimits, timeoutMs: 50 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
