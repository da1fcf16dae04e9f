import { fileTypeFromBuffer } from 'file-type';

/** What a file's bytes say it is, by its signature (`file-type`): an extension and a content type. */
export type SniffedFileType = { ext: string; mime: string };

/**
 * Reads the type from the first bytes (and, for zip-based Office and OpenDocument files, the container's part names)
 * with the `file-type` package; the name and the browser's claim are not consulted. `undefined` when nothing is
 * recognised (plain text, HTML, a truncated file).
 */
export const sniffFileType = async (data: Uint8Array): Promise<SniffedFileType | undefined> => {
  const found = await fileTypeFromBuffer(data);
  return found ? { ext: found.ext, mime: found.mime } : undefined;
};
