import { resolveCompanyAccess, type CompanyAccessContext } from '@andel/domain/server';
import { DomainError, grantedAccessTypes, type AccessPolicy } from '@andel/domain/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { orgNoInPath, type CompanyLocator } from './company-locator';

/**
 * Authorises the signed-in user on a company: they must hold an access the policy allows (and act for
 * `shareholderId` when given). 401 without a session, 404 for an unknown company, 403 without access.
 * Routes use `requireCompanyAccess` with a locator; this stays exported for routes on other branches until
 * they move to it (the route-permission test refuses a route without a declared policy).
 */
export const authorizeCompany = async (c: Context<AppEnv>, policy: AccessPolicy, organisationNumber: string, shareholderId?: string): Promise<CompanyAccessContext> => {
  if (c.var.session?.state !== 'ACTIVE') throw new DomainError('auth.notAuthenticated');
  const access = await resolveCompanyAccess({ em: c.var.em, user: c.var.user, organisationNumber, policy, shareholderId });
  c.set('companyAccess', access);
  return access;
};

/** Any access to the company at all (a custom role that may view some feature): for the company header and the like. */
export const anyCompanyAccess: AccessPolicy = { accessTypes: grantedAccessTypes, anyFeature: true };

/** What a company route declares; the route-permission test reads it from the route table. */
export type RoutePolicy = { policy: AccessPolicy; locator: CompanyLocator };
export type PolicyMiddleware = MiddlewareHandler<AppEnv> & { routePolicy: RoutePolicy };

/**
 * The one way a company route declares its access, placed before its validators: the locator finds the company
 * (by default `:orgNo` in the path), then the signed-in user must hold an access the policy allows there.
 * Handlers find the result in `c.var.companyAccess`.
 */
export const requireCompanyAccess = (policy: AccessPolicy, locator: CompanyLocator = orgNoInPath): PolicyMiddleware => {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // 401 before the locator can answer 404 for a record named in the call.
    if (c.var.session?.state !== 'ACTIVE') throw new DomainError('auth.notAuthenticated');
    const { organisationNumber, shareholderId } = await locator.locate(c);
    await authorizeCompany(c, policy, organisationNumber, shareholderId);
    await next();
  });
  return Object.assign(middleware, { routePolicy: { policy, locator } });
};

export const isPolicyMiddleware = (handler: unknown): handler is PolicyMiddleware =>
  typeof handler === 'function' && 'routePolicy' in handler;
