import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** A request body written to a file as it arrives (never whole in memory); no body writes an empty file. */
export const receiveToFile = async (body: ReadableStream<Uint8Array> | null, path: string): Promise<void> => {
  const source = body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : Readable.from([]);
  await pipeline(source, createWriteStream(path));
};
