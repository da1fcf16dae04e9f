import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attachmentContentType, attachmentFileName, withTypeExtension } from './attachment-content-type';

const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
/** A minimal Office Open XML package: its content types name the main part, as Office writes them. */
const ooxml = (folder: string, main: string) =>
  zipSync({
    '[Content_Types].xml': strToU8(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`),
    [`${folder}/main.xml`]: strToU8('<x/>'),
  });

describe('attachmentContentType reads the type from the bytes', () => {
  it.each([
    ['PDF', strToU8('%PDF-1.7\n'), 'x.bin', 'application/pdf'],
    ['JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'x.pdf', 'image/jpeg'],
    ['GIF', strToU8('GIF89a...'), 'x', 'image/gif'],
    ['WebP', strToU8('RIFF\0\0\0\0WEBPVP8 '), 'x', 'image/webp'],
    ['TIFF', new Uint8Array([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 1, 0, 0x00, 0x01, 3, 0, 1, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'x', 'image/tiff'],
    ['Excel 97-2003 by its name', ole, 'Budsjett.XLS', 'application/vnd.ms-excel'],
    ['Word 97-2003 by its name', ole, 'avtale.doc', 'application/msword'],
    ['xlsx', ooxml('xl', 'spreadsheetml.sheet'), 'x', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', ooxml('ppt', 'presentationml.presentation'), 'x', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['docx', ooxml('word', 'wordprocessingml.document'), 'x', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const)('%s', async (_, data, name, expected) => {
    expect(await attachmentContentType(data, name)).toBe(expected);
  });

  it.each([
    ['HTML', strToU8('<!doctype html><script>'), 'x.pdf'],
    ['an OLE file of another program', ole, 'mail.msg'],
    ['a plain zip', zipSync({ 'a.txt': strToU8('a') }), 'a.zip'],
    ['a broken zip', strToU8('PK\x03\x04 broken'), 'x.docx'],
    ['a Windows executable named .pdf', strToU8('MZ\x90\x00\x03\x00\x00\x00\x04\x00'), 'faktura.pdf'],
  ] as const)('refuses %s', async (_, data, name) => {
    await expect(attachmentContentType(data, name)).rejects.toThrow('transactions.attachment.unsupportedType');
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
