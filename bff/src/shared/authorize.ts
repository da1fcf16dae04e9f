import { resolveCompanyAccess, type CompanyAccessContext } from '@andel/domain/server';
import { DomainError, grantedAccessTypes, type AccessPolicy } from '@andel/domain/shared';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { requireUser } from './session';

/**
 * Authorises the signed-in user on a company: they must hold an access the policy allows (and act for
 * `shareholderId` when given). 401 without a session, 404 for an unknown company, 403 without access.
 * For calls that name the company in their body rather than the path.
 */
export const authorizeCompany = async (
  c: Context<AppEnv>,
  policy: AccessPolicy,
  organisationNumber: string,
  shareholderId?: string,
): Promise<CompanyAccessContext> => {
  if (c.var.session?.state !== 'ACTIVE') throw new DomainError('auth.notAuthenticated');
  const access = await resolveCompanyAccess({ em: c.var.em, user: c.var.user, organisationNumber, policy, shareholderId });
  c.set('companyAccess', access);
  return access;
};

/** Any access to the company at all (a custom role that may view some feature): for the company header and the like. */
export const anyCompanyAccess: AccessPolicy = { accessTypes: grantedAccessTypes, anyFeature: true };

/** The access a route declares, next to its validator, for routes with `:orgNo` (and `:shareholderId`) in the path. */
export const requireCompanyAccess = (policy: AccessPolicy) =>
  createMiddleware<AppEnv>(async (c, next) =>
    requireUser(c, async () => {
      const organisationNumber = c.req.param('orgNo');
      if (!organisationNumber) throw new Error('requireCompanyAccess on a route without :orgNo');
      await authorizeCompany(c, policy, organisationNumber, c.req.param('shareholderId'));
      await next();
    }),
  );
