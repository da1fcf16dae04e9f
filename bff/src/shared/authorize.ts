import { resolveCompanyAccess } from '@andel/domain/server';
import type { AccessPolicy } from '@andel/domain/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { requireUser } from './session';

/**
 * The access a route declares, next to its validator: the user must be signed in and hold, on the company
 * in `:orgNo`, an access the policy allows (and act for `:shareholderId` when the route has one).
 * 401 without a session, 404 for an unknown company, 403 without access.
 */
export const requireCompanyAccess = (policy: AccessPolicy) =>
  createMiddleware<AppEnv>(async (c, next) =>
    requireUser(c, async () => {
      const organisationNumber = c.req.param('orgNo');
      if (!organisationNumber) throw new Error('requireCompanyAccess on a route without :orgNo');
      const shareholderId = c.req.param('shareholderId');
      c.set('companyAccess', await resolveCompanyAccess({ em: c.var.em, user: c.var.user, organisationNumber, policy, shareholderId }));
      await next();
    }),
  );
