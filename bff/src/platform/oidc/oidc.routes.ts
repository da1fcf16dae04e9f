import { completeOidcAuthorization, oidcProviders, signInWithEid, startOidcAuthorization, type OidcAvailabilityView, type OidcSignInAnswer } from '@andel/domain/server';
import { ZOidcCallbackSchema, ZOidcStartQuerySchema, isLanguage } from '@andel/domain/shared';
import { clientInfo } from '../../shared/client-info';
import { rateLimit } from '../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../shared/router';
import { validate } from '../../shared/validate';

/** The page the providers return to (seed 000's anonymous `/login-callback`). */
export const loginCallbackPath = '/login-callback';

/**
 * Sign-in with BankID Norway, BankID Sweden or MitID over OpenID Connect (seed 000: `GET /auth/bankid`,
 * `GET /auth/bankid-status`, `/login-callback`): the authorization code flow with state, nonce and PKCE; the
 * callback page hands the provider's answer to `POST /auth/bankid/callback`, which signs the matched or new user in.
 */
export const oidcRoutes = ({ config, cookies }: BffDeps) =>
  newRouter()
    .use('/auth/bankid', rateLimit({ name: 'ip.auth.bankid', windowMs: 15 * 60_000, max: 60 }))
    .use('/auth/bankid/callback', rateLimit({ name: 'ip.auth.bankid.callback', windowMs: 15 * 60_000, max: 60 }))
    .get('/auth/bankid-status', (c) =>
      c.json(Object.fromEntries(oidcProviders.map((provider) => [provider, config.oidc[provider] !== undefined])) as OidcAvailabilityView),
    )
    .get('/auth/bankid', validate('query', ZOidcStartQuerySchema), async (c) => {
      const { provider, returnTo } = c.req.valid('query');
      const { authorizationUrl, browserToken } = await startOidcAuthorization({
        em: c.var.em,
        settings: config.oidc,
        provider,
        redirectUri: `${config.appUrl}${loginCallbackPath}`,
        returnTo: returnTo ?? null,
      });
      cookies.writeOidcFlow(c, browserToken);
      return c.redirect(authorizationUrl, 302);
    })
    .post('/auth/bankid/callback', validate('json', ZOidcCallbackSchema), async (c) => {
      const { identity, returnTo } = await completeOidcAuthorization({ em: c.var.em, settings: config.oidc, browserToken: cookies.readOidcFlow(c), callback: c.req.valid('json') });
      const preferred = c.req.header('accept-language')?.slice(0, 2);
      const { token, newUser } = await signInWithEid({ em: c.var.em, identity, client: clientInfo(c), language: isLanguage(preferred) ? preferred : 'nb' });
      cookies.clearOidcFlow(c);
      cookies.writeSession(c, token);
      return c.json({ status: 'LOGGED_IN', newUser, returnTo } satisfies OidcSignInAnswer);
    });
