import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attachmentContentType, attachmentFileName, withTypeExtension } from './attachment-content-type';

const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const ooxml = (folder: string) => zipSync({ '[Content_Types].xml': strToU8('<Types/>'), [`${folder}/workbook.xml`]: strToU8('<x/>') });

describe('attachmentContentType reads the type from the bytes', () => {
  it.each([
    ['PDF', strToU8('%PDF-1.7\n'), 'x.bin', 'application/pdf'],
    ['JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'x.pdf', 'image/jpeg'],
    ['GIF', strToU8('GIF89a...'), 'x', 'image/gif'],
    ['WebP', strToU8('RIFF\0\0\0\0WEBPVP8 '), 'x', 'image/webp'],
    ['TIFF', new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8]), 'x', 'image/tiff'],
    ['Excel 97-2003 by its name', ole, 'Budsjett.XLS', 'application/vnd.ms-excel'],
    ['Word 97-2003 by its name', ole, 'avtale.doc', 'application/msword'],
    ['xlsx', ooxml('xl'), 'x', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', ooxml('ppt'), 'x', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ] as const)('%s', (_, data, name, expected) => {
    expect(attachmentContentType(data, name)).toBe(expected);
  });

  it.each([
    ['HTML', strToU8('<!doctype html><script>'), 'x.pdf'],
    ['an OLE file of another program', ole, 'mail.msg'],
    ['a plain zip', zipSync({ 'a.txt': strToU8('a') }), 'a.zip'],
    ['a zip with a compressed ODF mimetype', zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text') }), 'x.odt'],
    ['a broken zip', strToU8('PK\x03\x04 broken'), 'x.docx'],
  ] as const)('refuses %s', (_, data, name) => {
    expect(() => attachmentContentType(data, name)).toThrow('transactions.attachment.unsupportedType');
  });
});

describe('attachmentFileName', () => {
  it('keeps the last path segment without control characters or quotes', () => {
    expect(attachmentFileName('C:\\Users\\kari\\Aksjeavtale "endelig".pdf')).toBe('Aksjeavtale endelig.pdf');
    expect(attachmentFileName('../../etc/passwd\u0000')).toBe('passwd');
    expect(attachmentFileName('  ')).toBe('attachment');
  });

  it('shortens a long name to 255 characters, keeping the extension', () => {
    const name = attachmentFileName(`${'å'.repeat(300)}.docx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('å.docx')).toBe(true);
  });
});

describe('withTypeExtension', () => {
  it.each([
    ['kontrakt.bat', 'application/pdf', 'kontrakt.pdf'],
    ['kvittering.pdf', 'image/png', 'kvittering.png'],
    ['avtale.docm', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'avtale.docx'],
    ['bilde.JPEG', 'image/jpeg', 'bilde.JPEG'],
    ['Budsjett.XLS', 'application/vnd.ms-excel', 'Budsjett.XLS'],
    ['Avtale v1.2', 'application/pdf', 'Avtale v1.2.pdf'],
    ['uten navn', 'image/tiff', 'uten navn.tif'],
  ] as const)('%s as %s is %s', (name, type, expected) => {
    expect(withTypeExtension(name, type)).toBe(expected);
  });

  it('drops bidi controls before choosing the extension, and keeps within 255 characters', () => {
    expect(attachmentFileName('faktura\u202Efdp.exe')).toBe('fakturafdp.exe');
    expect(withTypeExtension(`${'a'.repeat(255)}`, 'application/pdf')).toHaveLength(255);
  });
});
