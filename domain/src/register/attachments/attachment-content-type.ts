import { strFromU8, unzipSync } from 'fflate';
import { stripUnsafeCharacters } from '../../kernel/format/safe-text';
import { DomainError } from '../../kernel/errors/domain-error';
import { attachmentLimits } from './transaction-attachment.schemas';

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) => bytes.every((byte, index) => data[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Types told apart by their first bytes. */
const signatures: { contentType: string; matches: (data: Uint8Array) => boolean }[] = [
  { contentType: 'application/pdf', matches: (data) => startsWith(data, ascii('%PDF-')) },
  { contentType: 'image/png', matches: (data) => startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', matches: (data) => startsWith(data, [0xff, 0xd8, 0xff]) },
  { contentType: 'image/gif', matches: (data) => startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a')) },
  { contentType: 'image/webp', matches: (data) => startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8) },
  { contentType: 'image/tiff', matches: (data) => startsWith(data, [0x49, 0x49, 0x2a, 0x00]) || startsWith(data, [0x4d, 0x4d, 0x00, 0x2a]) },
];

const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Office 97-2003 files share one container format; which program wrote it is only in the name. */
const oleTypes: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

const ooxmlTypes: Record<string, string> = {
  'word/': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'xl/': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'ppt/': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const odfTypes = new Set(['application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation']);

/**
 * An Office Open XML or OpenDocument file, from the zip's central directory: OOXML names its part folders,
 * ODF stores its type uncompressed in a `mimetype` entry. Nothing is inflated.
 */
const zippedOfficeType = (data: Uint8Array): string | undefined => {
  const names: string[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data, {
      filter: (file) => {
        names.push(file.name);
        return file.name === 'mimetype' && file.compression === 0 && file.originalSize <= 100;
      },
    });
  } catch {
    return undefined;
  }
  const mimetype = entries.mimetype ? strFromU8(entries.mimetype).trim() : undefined;
  if (mimetype && odfTypes.has(mimetype)) return mimetype;
  if (!names.includes('[Content_Types].xml')) return undefined;
  return Object.entries(ooxmlTypes).find(([folder]) => names.some((name) => name.startsWith(folder)))?.[1];
};

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * The content type of an uploaded attachment, read from its bytes (the name and the browser's type are not
 * trusted): PDF, PNG, JPEG, GIF, WebP and TIFF images, Word, Excel and PowerPoint documents (97-2003 and
 * Office Open XML) and OpenDocument text, spreadsheets and presentations. Anything else is refused.
 */
export const attachmentContentType = (data: Uint8Array, fileName: string): string => {
  const signed = signatures.find((signature) => signature.matches(data));
  if (signed) return signed.contentType;
  if (startsWith(data, oleSignature) && oleTypes[extensionOf(fileName)]) return oleTypes[extensionOf(fileName)]!;
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const office = zippedOfficeType(data);
    if (office) return office;
  }
  throw new DomainError('transactions.attachment.unsupportedType');
};

/** The name to keep: the last path segment, without control, bidi or quote characters, at most 255 characters, its extension kept. */
export const attachmentFileName = (fileName: string): string => {
  const base = stripUnsafeCharacters(fileName.split(/[\\/]/).pop() ?? '')
    .replace(/[\n\t"]/g, '')
    .trim();
  if (!base) return 'attachment';
  return shortened(base);
};

const shortened = (name: string) => {
  const max = attachmentLimits.maxFileNameLength;
  if (name.length <= max) return name;
  const extension = extensionOf(name);
  return extension && extension.length < 20 ? `${name.slice(0, max - 1 - extension.length)}.${extension}` : name.slice(0, max);
};

/** The extensions each accepted type may carry; the first is the one given when the name has none of them. */
const typeExtensions: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/tiff': ['tif', 'tiff'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.oasis.opendocument.presentation': ['odp'],
};

/**
 * The name with the extension of the type its bytes are: a PDF named `kontrakt.bat` is kept and served as
 * `kontrakt.pdf`, a Word file named `.docm` (which would run its macros) as `.docx`. A name that already carries one
 * of the type's extensions keeps it; an extension-like ending (2-5 letters and digits with a letter) is replaced, any
 * other ending (`v1.2`) gets the extension added.
 */
export const withTypeExtension = (fileName: string, contentType: string): string => {
  const allowed = typeExtensions[contentType] ?? [];
  const current = extensionOf(fileName);
  if (allowed.includes(current) || allowed.length === 0) return shortened(fileName);
  const stem = /^[a-z0-9]{2,5}$/i.test(current) && /[a-z]/i.test(current) ? fileName.slice(0, -current.length - 1) : fileName;
  const extension = allowed[0]!;
  return `${stem.slice(0, attachmentLimits.maxFileNameLength - 1 - extension.length) || 'attachment'}.${extension}`;
};
