import type { RegisterFile } from '@andel/domain/server';
import type { Context } from 'hono';
import { PassThrough, Readable } from 'node:stream';
import type { AppEnv } from './app-env';

/**
 * `Content-Disposition` for a download under `fileName`: an ASCII stand-in in `filename` for old clients and the
 * exact name in `filename*` (RFC 6266), so "Aksjonæravtale.pdf" keeps its letters.
 */
export const contentDisposition = (disposition: 'attachment' | 'inline', fileName: string) => {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'download';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};

/** Streams a generated file as a download; HTML opens inline (the seed opens HTML exports in a new window). */
export const sendFile = (c: Context<AppEnv>, file: RegisterFile) => {
  const stream = new PassThrough();
  file.write(stream).catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  const disposition = file.contentType.startsWith('text/html') ? 'inline' : 'attachment';
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(disposition, file.fileName),
  });
};
