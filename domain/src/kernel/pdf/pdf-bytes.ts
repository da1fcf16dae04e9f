import { PassThrough } from 'node:stream';

/** A generated PDF's bytes, for the signing engine's copy of the original. */
export const pdfBytes = async (write: (stream: PassThrough) => Promise<void> | void): Promise<Uint8Array> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  await write(stream);
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
};
