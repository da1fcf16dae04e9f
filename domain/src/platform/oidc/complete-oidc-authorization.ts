import type { EntityManager } from '@mikro-orm/core';
import * as client from 'openid-client';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { hashToken } from '../auth/secrets';
import { oidcConfiguration, providerSettings } from './oidc-client';
import { OidcFlow } from './oidc-flow.entity';
import type { OidcProvider } from './oidc-providers';
import type { OidcSettings } from './oidc-settings';
import type { TOidcCallback } from './oidc.schemas';

/** Who the provider says signed in. */
export type AssertedIdentity = { provider: OidcProvider; subject: string; nationalId: string; name: string };

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const textClaim = (claims: Record<string, unknown>, name: string) => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/** openid-client wraps oauth4webapi's check, whose cause names the claim that did not match. */
const isNonceMismatch = (error: unknown): boolean => {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++)
    if ((cause as { claim?: unknown }).claim === 'nonce') return true;
  return false;
};

/** Exchanges the code with its PKCE verifier and checks the ID token (issuer, audience, signature, nonce). */
const exchangeCode = async (configuration: client.Configuration, flow: OidcFlow, callback: TOidcCallback) => {
  const currentUrl = new URL(flow.redirectUri);
  for (const [key, value] of Object.entries(callback)) if (value !== undefined) currentUrl.searchParams.set(key, value);
  try {
    return await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    throw new DomainError(isNonceMismatch(error) ? 'oidc.invalidNonce' : 'oidc.failed');
  }
};

/**
 * Completes the flow the browser started: its `andel.oidc` token finds the flow, the `state` must be the one sent, the
 * ID token's `nonce` the one sent; the national identity number comes from the ID token or else the userinfo endpoint.
 * A refused callback writes nothing; a completed flow is used up.
 */
export const completeOidcAuthorization = async ({
  em,
  settings,
  browserToken,
  callback,
}: {
  em: EntityManager;
  settings: OidcSettings;
  browserToken: string | undefined;
  callback: TOidcCallback;
}): Promise<{ identity: AssertedIdentity; returnTo: string | null }> => {
  const flow = browserToken ? await em.findOne(OidcFlow, { browserTokenHash: hashToken(browserToken), expiresAt: { $gt: new Date() } }) : null;
  if (!flow) throw new DomainError('oidc.flowExpired');
  if (!sameText(callback.state, flow.state)) throw new DomainError('oidc.invalidState');
  if (callback.error) throw new DomainError('oidc.cancelled');
  const providerConfig = providerSettings(settings, flow.provider);
  const configuration = await oidcConfiguration(providerConfig);
  const tokens = await exchangeCode(configuration, flow, callback);
  let claims: Record<string, unknown> = { ...tokens.claims() };
  const subject = String(claims.sub);
  if (!textClaim(claims, providerConfig.nationalIdClaim)) {
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, subject).catch(() => ({}));
    claims = { ...userInfo, ...claims };
  }
  const nationalId = textClaim(claims, providerConfig.nationalIdClaim);
  if (!nationalId) throw new DomainError('oidc.noNationalId');
  const name = textClaim(claims, 'name') ?? ([textClaim(claims, 'given_name'), textClaim(claims, 'family_name')].filter(Boolean).join(' ') || nationalId);
  await em.nativeDelete(OidcFlow, { id: flow.id });
  return { identity: { provider: flow.provider, subject, nationalId, name: name.slice(0, 200) }, returnTo: flow.returnTo ?? null };
};
