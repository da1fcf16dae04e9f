import { sniffFileType } from '../../kernel/files/sniff-file-type';
import { stripUnsafeCharacters } from '../../kernel/format/safe-text';
import { DomainError } from '../../kernel/errors/domain-error';
import { attachmentLimits } from './transaction-attachment.schemas';

/** Office 97-2003 files share one container format (`cfb`); which program wrote it is only in the name. */
const oleTypes: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * The content type of an uploaded attachment, read from its bytes by `file-type` (the name and the browser's type are
 * not trusted): PDF, PNG, JPEG, GIF, WebP and TIFF images, Word, Excel and PowerPoint documents (97-2003 and Office
 * Open XML) and OpenDocument text, spreadsheets and presentations. Anything else is refused.
 */
export const attachmentContentType = async (data: Uint8Array, fileName: string): Promise<string> => {
  const sniffed = await sniffFileType(data);
  if (sniffed?.ext === 'cfb' && oleTypes[extensionOf(fileName)]) return oleTypes[extensionOf(fileName)]!;
  if (sniffed && typeExtensions[sniffed.mime]) return sniffed.mime;
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
