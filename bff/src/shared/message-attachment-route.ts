import { getMessageAttachmentFile, type MessagingViewer } from '@andel/domain/server';
import { ZMessageAttachmentParamSchema, type AccessPolicy } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { requireCompanyAccess } from './authorize';
import { newRouter, type BffDeps } from './router';
import { contentDisposition } from './send-file';
import { validate } from './validate';

/** `GET {base}/threads/{threadId}/attachments/{attachmentId}`: a message's attachment as a download, for whoever sees the message. */
export const messageAttachmentRoute = (base: string, policy: AccessPolicy, viewer: (c: Context<AppEnv>) => MessagingViewer, deps: BffDeps) =>
  newRouter().get(`${base}/threads/:threadId/attachments/:attachmentId`, requireCompanyAccess(policy), validate('param', ZMessageAttachmentParamSchema), async (c) => {
    const { threadId, attachmentId } = c.req.valid('param');
    const file = await getMessageAttachmentFile({ em: c.var.em, store: deps.fileStore, viewer: viewer(c), threadId, attachmentId });
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': contentDisposition('attachment', file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
