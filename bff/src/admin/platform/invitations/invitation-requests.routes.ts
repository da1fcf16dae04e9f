import { askForPermission, getInvitationRequest, handleInvitationRequest } from '@andel/domain/server';
import { ZAskForPermissionSchema } from '@andel/domain/shared';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';

/** Ask for permission and the company admins' answer (seed: platform core, section 7). */
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
    );
