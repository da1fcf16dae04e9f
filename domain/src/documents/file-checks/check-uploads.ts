import { imageSize } from 'image-size';
import { DomainError } from '../../kernel/errors/domain-error';
import { sniffFileType } from '../../kernel/files/sniff-file-type';
import { fileUploadConfig, supportedUploadTypes, uploadTypeOfName, type FileUploadConfig } from './file-upload-config';
import { isPdfBomb } from './pdf-bomb';
import { isWalkablePdf } from './pdf-walk';

export type UploadCandidate = { name: string; data: Uint8Array };
export type CheckedUpload = UploadCandidate & { contentType: string };

const names = (files: readonly UploadCandidate[]) => files.map(({ name }) => name).join(', ');
const supportedList = supportedUploadTypes.flatMap(({ extensions }) => extensions).join(', ');
const images = new Set(['jpg', 'png', 'gif']);

/** Whether the bytes are what the name's extension claims (read by `file-type`), and a PDF no bomb. */
const bytesMatch = async ({ name, data }: UploadCandidate): Promise<boolean> => {
  const claimed = uploadTypeOfName(name);
  const sniffed = await sniffFileType(data);
  if (!claimed || sniffed?.ext !== claimed.sniffed) return false;
  return claimed.sniffed !== 'pdf' || !(await isPdfBomb(data));
};

const withinDimensions = ({ name, data }: UploadCandidate, { width, height }: FileUploadConfig['maxDimensions']): boolean => {
  if (!images.has(uploadTypeOfName(name)?.sniffed ?? '')) return true;
  try {
    const size = imageSize(data);
    return size.width <= width && size.height <= height;
  } catch {
    return false;
  }
};

/** Refuses PDFs that sealing's reader could not walk (`unreadable-pdf`, with their names). */
export const requireWalkablePdfs = async (files: readonly UploadCandidate[]): Promise<void> => {
  const unreadable: UploadCandidate[] = [];
  for (const file of files) if (uploadTypeOfName(file.name)?.sniffed === 'pdf' && !(await isWalkablePdf(file.data))) unreadable.push(file);
  if (unreadable.length) throw new DomainError('unreadable-pdf', { files: names(unreadable) });
};

/**
 * The seed's upload checks, in its order (002 section 5), each over the whole upload before the next: an unsupported
 * extension (`unsupported-files`, with the names and the supported extensions), a file over the largest size
 * (`file-exceeds-max-size`), all files together over the largest request (`files-exceed-max-request-size`), bytes that
 * are not what the extension says or a PDF bomb (`invalid-file`; an empty file too), a PDF our reader cannot walk
 * (`unreadable-pdf`: a cyclic or absurd page tree, an object nested past the stack; see `pdf-walk.ts`), an image over the largest width or
 * height (`file-exceeds-max-dimensions`). The first check that fails refuses the whole upload.
 */
export const checkUploads = async (files: readonly UploadCandidate[], config: FileUploadConfig = fileUploadConfig): Promise<CheckedUpload[]> => {
  const unsupported = files.filter(({ name }) => !uploadTypeOfName(name));
  if (unsupported.length) throw new DomainError('unsupported-files', { files: names(unsupported), supported: supportedList });
  const tooLarge = files.filter(({ data }) => data.byteLength > config.maxFileSize);
  if (tooLarge.length) throw new DomainError('file-exceeds-max-size', { files: names(tooLarge), maxFileSize: config.maxFileSize });
  if (files.reduce((sum, { data }) => sum + data.byteLength, 0) > config.maxRequestSize) throw new DomainError('files-exceed-max-request-size', { maxRequestSize: config.maxRequestSize });
  const invalid: UploadCandidate[] = [];
  for (const file of files) if (!(await bytesMatch(file))) invalid.push(file);
  if (invalid.length) throw new DomainError('invalid-file', { files: names(invalid) });
  await requireWalkablePdfs(files);
  const oversized = files.filter((file) => !withinDimensions(file, config.maxDimensions));
  if (oversized.length) throw new DomainError('file-exceeds-max-dimensions', { files: names(oversized), maxWidth: config.maxDimensions.width, maxHeight: config.maxDimensions.height });
  return files.map((file) => ({ ...file, contentType: uploadTypeOfName(file.name)!.contentType }));
};
