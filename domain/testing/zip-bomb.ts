import { unzipSync } from 'fflate';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { buildImportTemplate } from '../src/register/import/build-import-template';

type Entry = { name: string; compressed: Uint8Array; crc: number; size: number; declaredSize: number };

const header = (size: number) => Buffer.alloc(size);

/** A zip of deflated entries, each declaring the size it is given (which may be a lie), with a central directory. */
const writeZip = (entries: Entry[]): Uint8Array => {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = header(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, Buffer.from(entry.compressed));
    directory.push(central, name);
    offset += 30 + name.length + entry.compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = header(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directoryBytes, end]));
};

/** `prefix` followed by `size - prefix` spaces, deflated as a stream (never held inflated), about 1 KiB per MiB. */
const deflatedPadding = async (prefix: string, size: number) => {
  const deflate = createDeflateRaw({ level: 9, memLevel: 9, strategy: constants.Z_RLE });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  deflate.write(prefix);
  const block = Buffer.alloc(8 * 1024 * 1024, 0x20);
  let left = size - prefix.length;
  while (left > 0) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
    left -= piece.length;
  }
  deflate.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
};

/**
 * The import template as an .xlsx whose data sheet inflates to `inflatedBytes` (markup, then spaces), while its local
 * header and central directory claim `declaredBytes`: the probe's bomb (1 MB on the wire, about 1 GB unpacked).
 * With `declaredBytes` equal to `inflatedBytes` it is an honest, merely huge file.
 */
export const xlsxBomb = async ({ inflatedBytes, declaredBytes = 4096 }: { inflatedBytes: number; declaredBytes?: number }) => {
  const template = unzipSync(new Uint8Array(await buildImportTemplate('nb')));
  const sheet = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>';
  const entries: Entry[] = [];
  for (const [name, bytes] of Object.entries(template)) {
    if (name === 'xl/worksheets/sheet1.xml') {
      entries.push({ name, compressed: await deflatedPadding(sheet, inflatedBytes), crc: 0, size: inflatedBytes, declaredSize: declaredBytes });
    } else entries.push({ name, compressed: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length, declaredSize: bytes.length });
  }
  return writeZip(entries);
};
