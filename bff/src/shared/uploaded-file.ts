import { DomainError, type ErrorCode } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The multipart `file` field, as bytes with its name; without one the call is refused with `missing`. */
export const uploadedFile = async (c: Context<AppEnv>, missing: ErrorCode) => {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!(file instanceof File)) throw new DomainError(missing);
  return { data: new Uint8Array(await file.arrayBuffer()), fileName: file.name };
};

/** The multipart `files` field (one or more files), as bytes with their names; none is an empty list. */
export const uploadedFiles = async (c: Context<AppEnv>) => {
  const body = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
  const files = [body.files].flat().filter((file): file is File => file instanceof File);
  return Promise.all(files.map(async (file) => ({ data: new Uint8Array(await file.arrayBuffer()), name: file.name })));
};
