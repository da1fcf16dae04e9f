import { countUnreadThreads, getThread, listThreads, replyToThread, type MessagingViewer } from '@andel/domain/server';
import { ZReplySchema, ZThreadParamSchema, type AccessPolicy, type MessageThreadSummary, type MessageThreadView } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { requireCompanyAccess } from './authorize';
import { newRouter, type BffDeps } from './router';
import { validate } from './validate';
import { messagingRegister } from './messaging-register';

/**
 * A recipient's side of messaging under a portal's address (`base`): their threads, one thread (marked read), a
 * reply, and the unread count for the menu. `viewer` says who they are: a board member, or the holder acted for.
 */
export const messagingRecipientRoutes = (base: string, policy: AccessPolicy, viewer: (c: Context<AppEnv>) => MessagingViewer, deps: BffDeps) =>
  newRouter()
    .get(`${base}/threads`, requireCompanyAccess(policy), async (c) => c.json<MessageThreadSummary[]>(await listThreads({ em: c.var.em, viewer: viewer(c) })))
    .get(`${base}/unread-count`, requireCompanyAccess(policy), async (c) => c.json(await countUnreadThreads({ em: c.var.em, viewer: viewer(c) })))
    .get(`${base}/threads/:threadId`, requireCompanyAccess(policy), validate('param', ZThreadParamSchema), async (c) =>
      c.json<MessageThreadView>(await getThread({ em: c.var.em, viewer: viewer(c), threadId: c.req.valid('param').threadId })),
    )
    .post(`${base}/threads/:threadId/messages`, requireCompanyAccess(policy), validate('param', ZThreadParamSchema), validate('json', ZReplySchema), async (c) => {
      const reply = await replyToThread({ em: c.var.em, viewer: viewer(c), register: messagingRegister, threadId: c.req.valid('param').threadId, input: c.req.valid('json'), appUrl: deps.config.appUrl });
      deps.emailQueued();
      return c.json(reply, 201);
    });
