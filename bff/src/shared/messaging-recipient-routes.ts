import { countUnreadThreads, getThread, listMessageAttachments, listThreads, replyToThread, sendWithAttachments, type MessagingViewer } from '@andel/domain/server';
import { ZReplySchema, ZThreadParamSchema, type AccessPolicy, type MessageThreadSummary, type MessageThreadView } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { requireCompanyAccess } from './authorize';
import { newRouter, type BffDeps } from './router';
import { validate } from './validate';
import { messagingRegister } from './messaging-register';
import { archiveActor } from './archive-actor';
import { readMessageSending } from './message-sending';
import { messageAttachmentRoute } from './message-attachment-route';
import { attachmentSlots, uploadSlot } from './upload-slots';

/**
 * A recipient's side of messaging under a portal's address (`base`): their threads, one thread (marked read), a
 * reply (announced to the company's open consoles), and the unread count for the menu. `viewer` says who they are: a
 * board member, or the holder acted for.
 */
export const messagingRecipientRoutes = (base: string, policy: AccessPolicy, viewer: (c: Context<AppEnv>) => MessagingViewer, deps: BffDeps) =>
  newRouter()
    .get(`${base}/threads`, requireCompanyAccess(policy), async (c) => c.json<MessageThreadSummary[]>(await listThreads({ em: c.var.em, viewer: viewer(c) })))
    .get(`${base}/unread-count`, requireCompanyAccess(policy), async (c) => c.json(await countUnreadThreads({ em: c.var.em, viewer: viewer(c) })))
    .get(`${base}/threads/:threadId`, requireCompanyAccess(policy), validate('param', ZThreadParamSchema), async (c) =>
      c.json<MessageThreadView>(await getThread({ em: c.var.em, viewer: viewer(c), threadId: c.req.valid('param').threadId, listAttachments: listMessageAttachments })),
    )
    .route('/', messageAttachmentRoute(base, policy, viewer, deps))
    .post(`${base}/threads/:threadId/messages`, requireCompanyAccess(policy), validate('param', ZThreadParamSchema), uploadSlot(attachmentSlots), async (c) => {
      const sending = await readMessageSending(c, ZReplySchema);
      if (sending instanceof Response) return sending;
      const threadId = c.req.valid('param').threadId;
      const reply = await sendWithAttachments({
        em: c.var.em,
        store: deps.fileStore,
        actor: archiveActor(c),
        ...sending,
        send: (em, attach) => replyToThread({ em, viewer: viewer(c), register: messagingRegister, threadId, input: sending.input, appUrl: deps.config.appUrl, attach }),
      });
      deps.emailQueued();
      deps.live.messagingChanged(c.var.companyAccess.company.id);
      return c.json(reply, 201);
    });
