import * as client from 'openid-client';
import { DomainError } from '../../kernel/errors/domain-error';
import type { OidcProvider } from './oidc-providers';
import type { OidcProviderSettings, OidcSettings } from './oidc-settings';

const discovered = new Map<string, Promise<client.Configuration>>();

/** A plain-http issuer is accepted only on this machine (the local provider of development and tests). */
const isLocal = (issuer: URL) => issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

const discover = (settings: OidcProviderSettings) => {
  const issuer = new URL(settings.issuer);
  return client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, isLocal(issuer) ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 });
};

/** The provider's settings, or `oidc.notAvailable` when it is not configured here. */
export const providerSettings = (settings: OidcSettings, provider: OidcProvider): OidcProviderSettings => {
  const found = settings[provider];
  if (!found) throw new DomainError('oidc.notAvailable');
  return found;
};

/** The provider's discovered configuration, once per issuer and client in a process (a failed discovery is retried next time). */
export const oidcConfiguration = (settings: OidcProviderSettings) => {
  const key = `${settings.issuer} ${settings.clientId}`;
  let configuration = discovered.get(key);
  if (!configuration) {
    configuration = discover(settings);
    configuration.catch(() => discovered.delete(key));
    discovered.set(key, configuration);
  }
  return configuration.catch(() => {
    throw new DomainError('oidc.failed');
  });
};
