import { describe, expect, it } from 'vitest';
import { documentAttachmentLimits, checkAttachment } from './attachment-rules';

describe('checkAttachment', () => {
  it('takes a file whose bytes are the type its extension says', () => {
    expect(checkAttachment('Budsjett.PDF', 100, { mime: 'application/pdf' })).toEqual({ contentType: 'application/pdf' });
    expect(checkAttachment('bilde.jpeg', 100, { mime: 'image/jpeg' })).toEqual({ contentType: 'image/jpeg' });
  });

  it('refuses an extension not taken', () => {
    expect(checkAttachment('virus.exe', 100, { mime: 'application/x-msdownload' })).toEqual({ problem: 'unsupported-files' });
    expect(checkAttachment('uten-endelse', 100, { mime: 'application/pdf' })).toEqual({ problem: 'unsupported-files' });
  });

  it('refuses bytes of another type than the name claims, unknown bytes and an empty file', () => {
    expect(checkAttachment('budsjett.pdf', 100, { mime: 'image/png' })).toEqual({ problem: 'invalid-file' });
    expect(checkAttachment('budsjett.pdf', 100, undefined)).toEqual({ problem: 'invalid-file' });
    expect(checkAttachment('budsjett.pdf', 0, undefined)).toEqual({ problem: 'invalid-file' });
  });

  it('refuses a file over the size limit', () => {
    expect(checkAttachment('stor.pdf', documentAttachmentLimits.maxFileSize + 1, { mime: 'application/pdf' })).toEqual({ problem: 'file-exceeds-max-size' });
  });
});
