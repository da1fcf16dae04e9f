import { ZMessageAttachmentRefsSchema } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './app-env';
import { validationFailed } from './validate';

/**
 * A message's sending body: JSON (text only, or with `archiveEntryIds`), or multipart with the same JSON as the
 * field `payload` and uploads as `files`. Answers the parsed input, or the 400 of a body that does not pass.
 */
export const readMessageSending = async <S extends z.ZodObject>(c: Context<AppEnv>, schema: S) => {
  const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
  const form = multipart ? await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>) : null;
  const raw: unknown = form ? parseJson(form.payload) : await c.req.json().catch(() => null);
  const parsed = schema.extend(ZMessageAttachmentRefsSchema.shape).safeParse(raw);
  if (!parsed.success) return validationFailed(c, parsed.error.issues);
  const files = form ? [form.files].flat().filter((file): file is File => file instanceof File) : [];
  const uploads = await Promise.all(files.map(async (file) => ({ name: file.name, data: new Uint8Array(await file.arrayBuffer()) })));
  const { archiveEntryIds, ...input } = parsed.data as z.infer<S> & z.infer<typeof ZMessageAttachmentRefsSchema>;
  return { input: input as z.infer<S>, uploads, archiveEntryIds: archiveEntryIds ?? [] };
};

const parseJson = (value: unknown): unknown => {
  try {
    return typeof value === 'string' ? JSON.parse(value) : null;
  } catch {
    return null;
  }
};
