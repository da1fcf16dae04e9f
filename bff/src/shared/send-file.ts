import type { RegisterFile } from '@andel/domain/server';
import type { Context } from 'hono';
import { PassThrough, Readable } from 'node:stream';
import type { AppEnv } from './app-env';

/** Streams a generated file as a download; HTML opens inline (the seed opens HTML exports in a new window). */
export const sendFile = (c: Context<AppEnv>, file: RegisterFile) => {
  const stream = new PassThrough();
  file.write(stream).catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  const disposition = file.contentType.startsWith('text/html') ? 'inline' : 'attachment';
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `${disposition}; filename="${file.fileName}"`,
  });
};
