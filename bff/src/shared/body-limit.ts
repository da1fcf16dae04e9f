import { importLimits } from '@andel/domain/shared';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { errorBody } from './error-handler';

const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) => c.json(errorBody(c as never, 'requestTooLarge'), 413);

/**
 * Bodies are capped at 1 MiB, except the spreadsheet uploads and the import of a reviewed grid, which
 * carry a whole register: those get the upload limit (50 MiB) deliberately, and the spreadsheet reader
 * checks the unpacked size itself.
 */
const largeBodyPath = /^\/api\/shareholder\/[^/]+\/(parse-excel|upload-shareholders|import-shareholders|validate-import-rows)$/;

const small = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
const large = bodyLimit({ maxSize: importLimits.maxUploadBytes, onError: tooLarge });

export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (largeBodyPath.test(c.req.path) ? large(c, next) : small(c, next));
