import { readZipEntry } from './inspect-zip';

/**
 * Whether a worksheet of an .xlsx declares merged cells (exceljs' streaming reader skips them): the entry is
 * unpacked once into one buffer, searched without decoding it to text, and let go.
 */
export const hasMergedCells = (data: Uint8Array, path: string): boolean => readZipEntry(data, path)?.includes('<mergeCell ') ?? false;
