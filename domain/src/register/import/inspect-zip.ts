import { inflateRawSync } from 'node:zlib';
import { DomainError } from '../../kernel/errors/domain-error';
import { importLimits, type ImportLimits } from './import-columns';

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;
const zip64Marker = 0xffffffff;
const localFileHeader = 0x04034b50;

export const isZip = (data: Uint8Array) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

const findEndRecord = (view: DataView): number => {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) if (view.getUint32(offset, true) === endOfCentralDirectory) return offset;
  throw new DomainError('shareholderImport.notSpreadsheet');
};

type DirectoryEntry = { name: string; method: number; compressedSize: number; uncompressedSize: number; localHeader: number };

/** Calls `visit` with each central-directory entry until it returns something, checking the limits as it goes. */
const walkDirectory = <T>(view: DataView, limits: ImportLimits, visit: (entry: DirectoryEntry) => T | undefined) => {
  const end = findEndRecord(view);
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entries === 0xffff || directoryOffset === zip64Marker || entries > limits.maxZipEntries) throw new DomainError('shareholderImport.tooLarge');
  if (directoryOffset + directorySize > end) throw new DomainError('shareholderImport.notSpreadsheet');
  let offset = directoryOffset;
  let uncompressedBytes = 0;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== centralDirectoryEntry) throw new DomainError('shareholderImport.notSpreadsheet');
    const uncompressed = view.getUint32(offset + 24, true);
    if (uncompressed === zip64Marker) throw new DomainError('shareholderImport.tooLarge');
    uncompressedBytes += uncompressed;
    if (uncompressedBytes > limits.maxUncompressedBytes) throw new DomainError('shareholderImport.tooLarge');
    const nameLength = view.getUint16(offset + 28, true);
    const name = new TextDecoder().decode(new Uint8Array(view.buffer, view.byteOffset + offset + 46, Math.min(nameLength, end - offset - 46)));
    const found = visit({ name, method: view.getUint16(offset + 10, true), compressedSize: view.getUint32(offset + 20, true), uncompressedSize: uncompressed, localHeader: view.getUint32(offset + 42, true) });
    if (found !== undefined) return { entries, uncompressedBytes, found };
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return { entries, uncompressedBytes, found: undefined };
};

/**
 * Guards against zip bombs before anything is inflated: reads the entry count and each entry's declared
 * uncompressed size from the central directory and refuses the file when either is over the limit.
 * ZIP64 archives (sizes over 4 GiB) are refused outright; a spreadsheet of the sizes we accept never needs one.
 */
export const inspectZip = (data: Uint8Array, limits: ImportLimits = importLimits): { entries: number; uncompressedBytes: number } => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const { entries, uncompressedBytes } = walkDirectory(view, limits, () => undefined);
  return { entries, uncompressedBytes };
};

/**
 * One entry of the archive, unpacked whole (stored or deflated), or null when there is none by that name.
 * An entry that unpacks past its declared size is refused as too large.
 */
export const readZipEntry = (data: Uint8Array, path: string, limits: ImportLimits = importLimits): Buffer | null => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const entry = walkDirectory(view, limits, (candidate) => (candidate.name === path ? candidate : undefined)).found;
  if (!entry) return null;
  const { localHeader, compressedSize, uncompressedSize, method } = entry;
  if (localHeader + 30 > data.length || view.getUint32(localHeader, true) !== localFileHeader) throw new DomainError('shareholderImport.notSpreadsheet');
  const start = localHeader + 30 + view.getUint16(localHeader + 26, true) + view.getUint16(localHeader + 28, true);
  if (start + compressedSize > data.length) throw new DomainError('shareholderImport.notSpreadsheet');
  const bytes = Buffer.from(data.buffer, data.byteOffset + start, compressedSize);
  if (method === 0) return bytes;
  if (method !== 8) throw new DomainError('shareholderImport.notSpreadsheet');
  try {
    // One output chunk of the declared size: the entry is unpacked into a single buffer, not chunks joined into a copy.
    const size = Math.max(uncompressedSize, 64);
    return inflateRawSync(bytes, { chunkSize: size, maxOutputLength: size });
  } catch (error) {
    throw new DomainError(error instanceof RangeError ? 'shareholderImport.tooLarge' : 'shareholderImport.notSpreadsheet');
  }
};
