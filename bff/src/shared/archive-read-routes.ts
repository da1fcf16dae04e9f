import { getEntryFile, listArchiveEntries, listRootFolders, meetingArchiveLinks } from '@andel/domain/server';
import { ZArchiveDownloadQuerySchema, ZArchiveListSchema, type AccessPolicy } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { archiveActor } from './archive-actor';
import { requireCompanyAccess } from './authorize';
import { allowSameOriginFrame } from './frames';
import { newRouter, type BffDeps } from './router';
import { contentDisposition } from './send-file';
import { validate } from './validate';

const ZEntryParamSchema = z.object({ entryId: z.uuid() });

/** A stored file as a download, or (`inline`, for PDFs and images) for the app's own preview frame. */
export const sendArchiveFile = async (c: Context<AppEnv>, deps: BffDeps, entryId: string, inline: boolean) => {
  const file = await getEntryFile({ em: c.var.em, store: deps.fileStore, actor: archiveActor(c), entryId });
  const shownInline = inline && file.previewable;
  if (shownInline) allowSameOriginFrame(c);
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(shownInline ? 'inline' : 'attachment', file.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
};

/**
 * The archive as read in a portal (seed 002: the board member's and shareholder's archive pages): root folders, a
 * folder's entries, and downloads, under `base` with the portal's policy; what is shown follows the portal's role.
 */
export const archiveReadRoutes = (base: string, policy: AccessPolicy, deps: BffDeps) =>
  newRouter()
    .get(`${base}/root-folders`, requireCompanyAccess(policy), (c) => c.json(listRootFolders(archiveActor(c))))
    .post(`${base}/list`, requireCompanyAccess(policy), validate('json', ZArchiveListSchema), async (c) =>
      c.json(await listArchiveEntries({ em: c.var.em, actor: archiveActor(c), input: c.req.valid('json'), linkSource: meetingArchiveLinks })),
    )
    .get(`${base}/download/:entryId`, requireCompanyAccess(policy), validate('param', ZEntryParamSchema), validate('query', ZArchiveDownloadQuerySchema), (c) =>
      sendArchiveFile(c, deps, c.req.valid('param').entryId, c.req.valid('query').inline === 'true'),
    );
