import { acceptInvitation, getInvitation, type InvitationLink } from '@andel/domain/server';
import { ZAcceptInvitationSchema, type AcceptedInvitation } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../../shared/app-env';
import { clientInfo } from '../../../shared/client-info';
import { linkGuessLimit } from '../../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../../shared/router';
import { validate } from '../../../shared/validate';

const signedInUser = (c: Context<AppEnv>) => (c.var.session?.state === 'ACTIVE' ? c.var.user : null);
const linkOf = (c: Context<AppEnv>, kind: InvitationLink['kind']): InvitationLink => ({ kind, id: c.req.param('id')!, token: c.req.param('token')! });

/**
 * Invitation links (`/invitation/{id}/{token}`, `/batch-invitation/{batchId}/{token}`): what the invitation is, and
 * accepting it. A new user is signed in on acceptance. Limited per address, as every anonymous route.
 */
export const invitationRoutes = ({ cookies }: BffDeps) => {
  const router = newRouter()
    .use('/invitation/*', linkGuessLimit({ name: 'ip.invitation', windowMs: 15 * 60_000, max: 100 }))
    .use('/batch-invitation/*', linkGuessLimit({ name: 'ip.batch-invitation', windowMs: 15 * 60_000, max: 100 }));
  for (const [prefix, kind] of [['/invitation', 'single'], ['/batch-invitation', 'batch']] as const) {
    router
      .get(`${prefix}/:id/:token`, async (c) => c.json(await getInvitation({ em: c.var.em, link: linkOf(c, kind), user: signedInUser(c) })))
      .post(`${prefix}/:id/:token/accept`, validate('json', ZAcceptInvitationSchema), async (c) => {
        const result = await acceptInvitation({ em: c.var.em, link: linkOf(c, kind), signedIn: signedInUser(c), input: c.req.valid('json'), client: clientInfo(c) });
        if (result.sessionToken) cookies.writeSession(c, result.sessionToken);
        return c.json<AcceptedInvitation>({ granted: result.granted });
      });
  }
  return router;
};
