import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { DomainError } from '../../kernel/errors/domain-error';
import { importLimits, type ImportLimits } from './import-columns';

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;
const zip64Marker = 0xffffffff;
const localFileHeader = 0x04034b50;
/** General-purpose flag bits kept when an entry is written again: only "the name is UTF-8" (bit 11). */
const utf8NameFlag = 0x0800;

export const isZip = (data: Uint8Array) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

const findEndRecord = (view: DataView): number => {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) if (view.getUint32(offset, true) === endOfCentralDirectory) return offset;
  throw new DomainError('shareholderImport.notSpreadsheet');
};

type DirectoryEntry = { name: string; nameBytes: Uint8Array; flags: number; method: number; crc: number; compressedSize: number; uncompressedSize: number; localHeader: number };

/** The central directory's entries, refusing more entries or more declared unpacked bytes than the limits allow. */
const readDirectory = (view: DataView, limits: ImportLimits): DirectoryEntry[] => {
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === zip64Marker || count > limits.maxZipEntries) throw new DomainError('shareholderImport.tooLarge');
  if (directoryOffset + directorySize > end) throw new DomainError('shareholderImport.notSpreadsheet');
  const entries: DirectoryEntry[] = [];
  let offset = directoryOffset;
  let declaredBytes = 0;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== centralDirectoryEntry) throw new DomainError('shareholderImport.notSpreadsheet');
    const uncompressedSize = view.getUint32(offset + 24, true);
    const compressedSize = view.getUint32(offset + 20, true);
    if (uncompressedSize === zip64Marker || compressedSize === zip64Marker) throw new DomainError('shareholderImport.tooLarge');
    declaredBytes += uncompressedSize;
    if (declaredBytes > limits.maxUncompressedBytes) throw new DomainError('shareholderImport.tooLarge');
    const nameLength = view.getUint16(offset + 28, true);
    if (offset + 46 + nameLength > end) throw new DomainError('shareholderImport.notSpreadsheet');
    const nameBytes = new Uint8Array(view.buffer, view.byteOffset + offset + 46, nameLength);
    entries.push({
      name: new TextDecoder().decode(nameBytes),
      nameBytes,
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      crc: view.getUint32(offset + 16, true),
      compressedSize,
      uncompressedSize,
      localHeader: view.getUint32(offset + 42, true),
    });
    offset += 46 + nameLength + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
  }
  return entries;
};

/** Where an entry's data starts, from its local header, which must name the same entry as the directory. */
const dataStart = (view: DataView, entry: DirectoryEntry): number => {
  const { localHeader } = entry;
  if (localHeader + 30 > view.byteLength || view.getUint32(localHeader, true) !== localFileHeader) throw new DomainError('shareholderImport.notSpreadsheet');
  const nameLength = view.getUint16(localHeader + 26, true);
  if (nameLength !== entry.nameBytes.length) throw new DomainError('shareholderImport.notSpreadsheet');
  const start = localHeader + 30 + nameLength + view.getUint16(localHeader + 28, true);
  if (start + entry.compressedSize > view.byteLength) throw new DomainError('shareholderImport.notSpreadsheet');
  return start;
};

const mergeCellTag = Buffer.from('<mergeCell ');
const lessThan = 0x3c;

/**
 * Streams one entry through zlib in 64 KiB pieces, counting what comes out and keeping none of it: refused as too
 * large as soon as it passes its declared size or the file's unpacked total passes the limit, or when a run of
 * text without markup passes `maxTextRun` (a cell holds at most 32,767 characters; a run of megabytes is a bomb
 * aimed at the XML parser, which would hold it as one string). Answers the entry's real size and whether it
 * declares merged cells.
 */
const inflateCounting = (compressed: Buffer, entry: DirectoryEntry, budget: { left: number }, limits: ImportLimits) =>
  new Promise<{ size: number; mergedCells: boolean }>((resolve, reject) => {
    let size = 0;
    let sinceMarkup = 0;
    let mergedCells = false;
    let tail = Buffer.alloc(0);
    const refuse = (code: 'shareholderImport.tooLarge' | 'shareholderImport.notSpreadsheet') => {
      inflate.destroy();
      reject(new DomainError(code));
    };
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      budget.left -= chunk.length;
      if (size > entry.uncompressedSize || budget.left < 0) return refuse('shareholderImport.tooLarge');
      const first = chunk.indexOf(lessThan);
      if (first === -1) sinceMarkup += chunk.length;
      else {
        sinceMarkup += first;
        if (sinceMarkup <= limits.maxTextRun) sinceMarkup = chunk.length - chunk.lastIndexOf(lessThan) - 1;
      }
      if (sinceMarkup > limits.maxTextRun) return refuse('shareholderImport.tooLarge');
      if (!mergedCells) {
        const window = tail.length ? Buffer.concat([tail, chunk]) : chunk;
        mergedCells = window.includes(mergeCellTag);
        tail = Buffer.from(window.subarray(Math.max(0, window.length - mergeCellTag.length + 1)));
      }
    });
    inflate.on('error', () => refuse('shareholderImport.notSpreadsheet'));
    inflate.on('end', () => resolve({ size, mergedCells }));
    Readable.from(chunksOf(compressed, 64 * 1024)).pipe(inflate);
  });

function* chunksOf(data: Buffer, size: number) {
  for (let offset = 0; offset < data.length; offset += size) yield data.subarray(offset, offset + size);
}

export type CheckedZip = {
  entries: number;
  /** Bytes the entries really unpack to. */
  uncompressedBytes: number;
  /** Entries that declare merged cells (`<mergeCell `), by path. */
  mergedCells: Set<string>;
  /**
   * The archive again, as exactly the entries that were checked: a local header each with the sizes found (no data
   * descriptors, nothing outside the central directory), the compressed bytes as they came, and a fresh directory.
   * A streaming reader that walks local headers (exceljs' does) sees only what was inflated and counted here.
   */
  stream: () => Readable;
};

/**
 * Guards against zip bombs. First from the central directory, before anything is inflated: at most `maxZipEntries`
 * entries, `maxUncompressedBytes` declared, no ZIP64. Then every entry is inflated once as a stream and counted, so a
 * zip that lies about its sizes is refused once it unpacks past what it declared, having unpacked no more than that;
 * nothing inflated is kept. The reader is then given the checked entries only (`stream`).
 */
export const checkZip = async (data: Uint8Array, limits: ImportLimits = importLimits): Promise<CheckedZip> => {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const entries = readDirectory(view, limits);
  const budget = { left: limits.maxUncompressedBytes };
  const sizes: number[] = [];
  const mergedCells = new Set<string>();
  const starts = entries.map((entry) => dataStart(view, entry));
  for (const [index, entry] of entries.entries()) {
    const compressed = Buffer.from(data.buffer, data.byteOffset + starts[index]!, entry.compressedSize);
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) throw new DomainError('shareholderImport.notSpreadsheet');
      budget.left -= entry.compressedSize;
      if (budget.left < 0) throw new DomainError('shareholderImport.tooLarge');
      sizes.push(entry.compressedSize);
      if (compressed.includes(mergeCellTag)) mergedCells.add(entry.name);
    } else if (entry.method === 8) {
      const found = await inflateCounting(compressed, entry, budget, limits);
      sizes.push(found.size);
      if (found.mergedCells) mergedCells.add(entry.name);
    } else throw new DomainError('shareholderImport.notSpreadsheet');
  }
  return {
    entries: entries.length,
    uncompressedBytes: limits.maxUncompressedBytes - budget.left,
    mergedCells,
    stream: () => Readable.from(rewrite(data, entries, starts, sizes), { objectMode: false }),
  };
};

function* rewrite(data: Uint8Array, entries: DirectoryEntry[], starts: number[], sizes: number[]) {
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [index, entry] of entries.entries()) {
    const flags = entry.flags & utf8NameFlag;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(localFileHeader, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressedSize, 18);
    local.writeUInt32LE(sizes[index]!, 22);
    local.writeUInt16LE(entry.nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(centralDirectoryEntry, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.compressedSize, 20);
    central.writeUInt32LE(sizes[index]!, 24);
    central.writeUInt16LE(entry.nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, Buffer.from(entry.nameBytes));
    yield local;
    yield Buffer.from(entry.nameBytes);
    yield Buffer.from(data.buffer, data.byteOffset + starts[index]!, entry.compressedSize);
    offset += 30 + entry.nameBytes.length + entry.compressedSize;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(endOfCentralDirectory, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directoryBytes;
  yield end;
}
