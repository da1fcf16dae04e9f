import { askForPermission, askForPermissionBatch, getBatchInvitationRequest, getInvitationRequest, handleBatchInvitationRequest, handleInvitationRequest } from '@andel/domain/server';
import { ZAskForPermissionSchema, ZBatchAskForPermissionSchema } from '@andel/domain/shared';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

/** Ask for permission, for one company or a batch, and the company admins' answer (seed: platform core, section 7). */
export const invitationRequestRoutes = ({ config, emailQueued }: BffDeps) =>
  newRouter()
    .post('/invitation/ask-for-permission', requireUser, validate('json', ZAskForPermissionSchema), async (c) => {
      const result = await askForPermission({ em: c.var.em, actor: c.var.user, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    })
    .get('/invitation/invitation-request/:id', requireUser, async (c) =>
      c.json(await getInvitationRequest({ em: c.var.em, actor: c.var.user, id: c.req.param('id') })),
    )
    .post('/invitation/invitation-request/:id/accept', requireUser, async (c) =>
      c.json(await handleInvitationRequest({ em: c.var.em, actor: c.var.user, id: c.req.param('id'), decision: 'accept' })),
    )
    .post('/invitation/invitation-request/:id/reject', requireUser, async (c) =>
      c.json(await handleInvitationRequest({ em: c.var.em, actor: c.var.user, id: c.req.param('id'), decision: 'reject' })),
    )
    .post('/invitation/batch-ask-for-permission', requireUser, validate('json', ZBatchAskForPermissionSchema), async (c) => {
      const result = await askForPermissionBatch({ em: c.var.em, actor: c.var.user, input: c.req.valid('json'), appUrl: config.appUrl });
      emailQueued();
      return c.json(result, 201);
    })
    .get('/invitation/batch-invitation-request/:batchId', requireUser, async (c) =>
      c.json(await getBatchInvitationRequest({ em: c.var.em, actor: c.var.user, batchId: c.req.param('batchId') })),
    )
    .post('/invitation/batch-invitation-request/:batchId/accept', requireUser, async (c) =>
      c.json(await handleBatchInvitationRequest({ em: c.var.em, actor: c.var.user, batchId: c.req.param('batchId'), decision: 'accept' })),
    )
    .post('/invitation/batch-invitation-request/:batchId/reject', requireUser, async (c) =>
      c.json(await handleBatchInvitationRequest({ em: c.var.em, actor: c.var.user, batchId: c.req.param('batchId'), decision: 'reject' })),
    );
