import { getThread, listMessageAttachments, listRecipientCandidates, listThreads, countUnreadThreads, messagingAccess, replyToThread, sendWithAttachments, startThread, type MessagingViewer } from '@andel/domain/server';
import { ZMessageAudienceQuerySchema, ZReplySchema, ZStartThreadSchema, ZThreadParamSchema, type AccessPolicy, type MessageRecipientCandidateView, type MessageThreadSummary, type MessageThreadView, type MessagingAccessView } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../../shared/app-env';
import { requireCompanyAccess } from '../../../shared/authorize';
import { messagingRegister } from '../../../shared/messaging-register';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { archiveActor } from '../../../shared/archive-actor';
import { readMessageSending } from '../../../shared/message-sending';
import { messageAttachmentRoute } from '../../../shared/message-attachment-route';
import { attachmentSlots, uploadSlot } from '../../../shared/upload-slots';

/**
 * Board messages and shareholder messages are separate features of a custom role (seed 000); a route lets in either,
 * and the use-case checks the thread's audience.
 */
const audienceFeatures = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN'], feature: 'boardMessages', anyOfFeatures: ['shareholderMessages'], module: 'MESSAGING' } as const;
/** Reading the company side's threads (also who hears its live updates, `live/messaging-socket.ts`). */
export const viewMessages: AccessPolicy = { ...audienceFeatures, level: 'VIEW' };
const writeMessages: AccessPolicy = { ...audienceFeatures, level: 'EDIT' };

const companyViewer = (c: Context<AppEnv>): Extract<MessagingViewer, { side: 'company' }> => ({
  side: 'company',
  user: c.var.user,
  company: c.var.companyAccess.company,
  access: c.var.companyAccess.access,
});

/** The company's side of messaging (`/company/{orgNo}/messaging`): threads to the board or shareholders, replies and read state. */
export const messagingRoutes = (deps: BffDeps) =>
  newRouter()
    .get('/messaging/:orgNo/access', requireCompanyAccess(viewMessages), (c) => c.json<MessagingAccessView>(messagingAccess(companyViewer(c))))
    .get('/messaging/:orgNo/threads', requireCompanyAccess(viewMessages), validate('query', ZMessageAudienceQuerySchema.partial()), async (c) =>
      c.json<MessageThreadSummary[]>(await listThreads({ em: c.var.em, viewer: companyViewer(c), audience: c.req.valid('query').audience })),
    )
    .get('/messaging/:orgNo/unread-count', requireCompanyAccess(viewMessages), async (c) => c.json(await countUnreadThreads({ em: c.var.em, viewer: companyViewer(c) })))
    .get('/messaging/:orgNo/recipients', requireCompanyAccess(writeMessages), validate('query', ZMessageAudienceQuerySchema), async (c) =>
      c.json<MessageRecipientCandidateView[]>(await listRecipientCandidates({ em: c.var.em, viewer: companyViewer(c), register: messagingRegister, audience: c.req.valid('query').audience })),
    )
    .post('/messaging/:orgNo/threads', requireCompanyAccess(writeMessages), uploadSlot(attachmentSlots), async (c) => {
      const sending = await readMessageSending(c, ZStartThreadSchema);
      if (sending instanceof Response) return sending;
      const started = await sendWithAttachments({
        em: c.var.em,
        store: deps.fileStore,
        actor: archiveActor(c),
        ...sending,
        send: (em, attach) => startThread({ em, viewer: companyViewer(c), register: messagingRegister, input: sending.input, appUrl: deps.config.appUrl, attach }),
      });
      if (started.emailsQueued) deps.emailQueued();
      return c.json({ id: started.id }, 201);
    })
    .get('/messaging/:orgNo/threads/:threadId', requireCompanyAccess(viewMessages), validate('param', ZThreadParamSchema), async (c) =>
      c.json<MessageThreadView>(await getThread({ em: c.var.em, viewer: companyViewer(c), threadId: c.req.valid('param').threadId, listAttachments: listMessageAttachments })),
    )
    .route('/', messageAttachmentRoute('/messaging/:orgNo', viewMessages, companyViewer, deps))
    .post('/messaging/:orgNo/threads/:threadId/messages', requireCompanyAccess(writeMessages), validate('param', ZThreadParamSchema), uploadSlot(attachmentSlots), async (c) => {
      const sending = await readMessageSending(c, ZReplySchema);
      if (sending instanceof Response) return sending;
      const threadId = c.req.valid('param').threadId;
      const reply = await sendWithAttachments({
        em: c.var.em,
        store: deps.fileStore,
        actor: archiveActor(c),
        ...sending,
        send: (em, attach) => replyToThread({ em, viewer: companyViewer(c), register: messagingRegister, threadId, input: sending.input, appUrl: deps.config.appUrl, attach }),
      });
      deps.emailQueued();
      return c.json(reply, 201);
    });
