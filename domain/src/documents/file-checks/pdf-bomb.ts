import { createInflate } from 'node:zlib';

/**
 * What we call a PDF bomb (the seed names none): a PDF that costs far more to open than its size says. A PDF is refused
 * when its Flate-compressed streams inflate to more than `maxInflatedBytes` together (a small file that unpacks to
 * gigabytes), or when it declares more than `maxObjects` objects (direct objects plus those packed in object streams,
 * which a reader indexes one by one). Streams are inflated chunk by chunk and the count stops at the bound, so the
 * check itself never holds more than a chunk of inflated data.
 */
export const pdfBombLimits = { maxInflatedBytes: 256 * 1024 * 1024, maxObjects: 200_000 } as const;

class BoundExceeded extends Error {}

/**
 * Inflates one stream (zlib, as FlateDecode is) with Node's zlib, counting what comes out and stopping past the bound;
 * answers the new running total. A stream that is not valid Flate data is the reader's problem, not a bomb: what it gave
 * counts.
 */
const inflatedSize = (data: Uint8Array, total: number, bound: number): Promise<number> =>
  new Promise((resolve, reject) => {
    let size = total;
    const inflate = createInflate({ chunkSize: 1024 * 1024 });
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > bound) {
        inflate.destroy();
        reject(new BoundExceeded());
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve(size));
    inflate.end(data);
  });

/** Whether the PDF exceeds the bounds above. */
export const isPdfBomb = async (data: Uint8Array, limits: { maxInflatedBytes: number; maxObjects: number } = pdfBombLimits): Promise<boolean> => {
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
        total = await inflatedSize(data.subarray(start, end), total, limits.maxInflatedBytes);
      } catch {
        return true;
      }
    }
    streamKeyword.lastIndex = end + 'endstream'.length;
  }
  return false;
};
