import { DomainError } from '../errors/domain-error';
import { importLimits, type ImportLimits } from './import-columns';

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;
const zip64Marker = 0xffffffff;

export const isZip = (data: Uint8Array) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

const findEndRecord = (view: DataView): number => {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) if (view.getUint32(offset, true) === endOfCentralDirectory) return offset;
  throw new DomainError('shareholderImport.notSpreadsheet');
};

/**
 * Guards against zip bombs before anything is inflated: reads the entry count and each entry's declared
 * uncompressed size from the central directory and refuses the file when either is over the limit.
 * ZIP64 archives (sizes over 4 GiB) are refused outright; a spreadsheet of the sizes we accept never needs one.
 */
export const inspectZip = (data: Uint8Array, limits: ImportLimits = importLimits): { entries: number; uncompressedBytes: number } => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
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
    offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return { entries, uncompressedBytes };
};
