import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type';

describe('sniffFileType reads the signature bytes', () => {
  it.each([
    ['a PDF', strToU8('%PDF-1.7\n'), 'pdf'],
    ['a PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), 'png'],
    ['a Windows executable', strToU8('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), 'exe'],
    ['an OpenDocument text', zipSync({ mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }] }), 'odt'],
  ] as const)('%s', async (_, data, ext) => {
    expect((await sniffFileType(data))?.ext).toBe(ext);
  });

  it('recognises nothing in text', async () => {
    expect(await sniffFileType(strToU8('<!doctype html><script>'))).toBeUndefined();
  });
});
