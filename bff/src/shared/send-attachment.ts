import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { contentDisposition } from './send-file';

/**
 * An uploaded file as it was kept (its type read from the bytes when uploaded): a PDF inline, so the page can preview
 * it, anything else as a download; never sniffed by the browser, never cached.
 */
export const sendAttachment = (c: Context<AppEnv>, file: { fileName: string; contentType: string; content: Uint8Array }) =>
  c.body(new Uint8Array(file.content), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(file.contentType === 'application/pdf' ? 'inline' : 'attachment', file.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
