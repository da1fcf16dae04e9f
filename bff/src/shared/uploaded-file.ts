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
