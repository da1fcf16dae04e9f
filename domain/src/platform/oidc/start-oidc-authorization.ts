import type { EntityManager } from '@mikro-orm/core';
import * as client from 'openid-client';
import { hashToken, newToken } from '../auth/secrets';
import { oidcConfiguration, providerSettings } from './oidc-client';
import { OidcFlow } from './oidc-flow.entity';
import type { OidcProvider } from './oidc-providers';
import type { OidcSettings } from './oidc-settings';

/** How long a started sign-in may take at the provider. */
export const oidcFlowLifetimeMs = 10 * 60_000;

/**
 * Starts an authorization code flow with state, nonce and PKCE (S256): stores them under the hash of a new browser
 * token (the caller sets it as a cookie) and answers the provider's authorization address.
 */
export const startOidcAuthorization = async ({
  em,
  settings,
  provider,
  redirectUri,
  returnTo,
}: {
  em: EntityManager;
  settings: OidcSettings;
  provider: OidcProvider;
  redirectUri: string;
  returnTo: string | null;
}) => {
  const providerConfig = providerSettings(settings, provider);
  const configuration = await oidcConfiguration(providerConfig);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browserToken = newToken();
  const now = Date.now();
  await em.transactional(async (tx) => {
    await tx.nativeDelete(OidcFlow, { expiresAt: { $lt: new Date(now) } });
    tx.create(OidcFlow, { browserTokenHash: hashToken(browserToken), provider, state, nonce, codeVerifier, redirectUri, returnTo, expiresAt: new Date(now + oidcFlowLifetimeMs) });
  });
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: providerConfig.scope,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: authorizationUrl.href, browserToken };
};
