import { Unzlib } from 'fflate';

/**
 * What we call a PDF bomb (the seed names none): a PDF that costs far more to open than its size says. A PDF is refused
 * when its Flate-compressed streams inflate to more than `maxInflatedBytes` together (a small file that unpacks to
 * gigabytes), or when it declares more than `maxObjects` objects (direct objects plus those packed in object streams,
 * which a reader indexes one by one). Streams are inflated chunk by chunk and the count stops at the bound, so the
 * check itself never holds more than one chunk.
 */
export const pdfBombLimits = { maxInflatedBytes: 256 * 1024 * 1024, maxObjects: 200_000 } as const;

const chunkSize = 64 * 1024;

class BoundExceeded extends Error {}

/** Inflates one stream, adding its size to the running total; answers the new total, or throws past the bound. */
const inflatedSize = (data: Uint8Array, start: number, end: number, total: number, bound: number): number => {
  let size = total;
  const inflate = new Unzlib((chunk) => {
    size += chunk.length;
    if (size > bound) throw new BoundExceeded();
  });
  try {
    for (let at = start; at < end; at += chunkSize) inflate.push(data.subarray(at, Math.min(end, at + chunkSize)), at + chunkSize >= end);
  } catch (error) {
    if (error instanceof BoundExceeded) throw error;
    // A stream that is not valid Flate data is the reader's problem, not a bomb: count what it gave.
  }
  return size;
};

/** Whether the PDF exceeds the bounds above. */
export const isPdfBomb = (data: Uint8Array, limits: { maxInflatedBytes: number; maxObjects: number } = pdfBombLimits): boolean => {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  let objects = 0;
  for (const match of text.matchAll(/\d+\s+\d+\s+obj\b/g)) if (match && ++objects > limits.maxObjects) return true;
  for (const match of text.matchAll(/\/Type\s*\/ObjStm[^>]*?\/N\s+(\d+)|\/N\s+(\d+)[^>]*?\/Type\s*\/ObjStm/g)) {
    objects += Number(match[1] ?? match[2]);
    if (objects > limits.maxObjects) return true;
  }
  let total = 0;
  const streamKeyword = /(?<![A-Za-z])stream\r?\n/g;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    if (/\/FlateDecode|\/Fl\b/.test(dictionary)) {
      try {
        total = inflatedSize(data, start, end, total, limits.maxInflatedBytes);
      } catch {
        return true;
      }
    }
    streamKeyword.lastIndex = end + 'endstream'.length;
  }
  return false;
};
