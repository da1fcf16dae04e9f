import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { defaultNationalIdClaims, oidcProviders, type OidcSettings } from '@andel/domain/server';
import Provider from 'oidc-provider';

/**
 * A local OpenID provider that plays BankID (Norway, Sweden) and MitID for development, demos and tests: its login
 * page asks for a national identity number and a name, and it asserts them as `nnin`, `ssn` and `cpr` (the claims
 * Andel reads by default) together with `name`. Never for production: anyone can be anyone here.
 */
export type LocalIdentityProvider = { issuer: string; clientId: string; clientSecret: string; close: () => Promise<void> };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const loginPage = (uid: string) => `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><title>Lokal BankID (test)</title>
<style>body{font-family:sans-serif;max-width:420px;margin:48px auto;padding:0 16px}label{display:block;margin:12px 0 4px}input{width:100%;padding:8px;font-size:16px}button{margin-top:16px;padding:10px 16px;font-size:16px}</style></head>
<body><h1>Lokal BankID (test)</h1><p>Test identity provider of this Andel installation. Anyone can sign in as anyone.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="nationalId">Fødselsnummer / personnummer</label><input id="nationalId" name="nationalId" required maxlength="20" autocomplete="off">
<label for="name">Navn</label><input id="name" name="name" required maxlength="200">
<button type="submit" name="action" value="login">Logg inn</button> <button type="submit" name="action" value="cancel" formnovalidate>Avbryt</button>
</form></body></html>`;

const formOf = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
};

/** Starts the provider on a free port of this machine, with one confidential client allowed to return to `redirectUris`. */
export const startLocalIdentityProvider = async ({ redirectUris }: { redirectUris: string[] }): Promise<LocalIdentityProvider> => {
  const names = new Map<string, string>();
  const clientId = 'andel-local';
  const clientSecret = randomBytes(24).toString('base64url');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = { ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'local', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    claims: { openid: ['sub', 'name', 'nnin', 'ssn', 'cpr'] },
    conformIdTokenClaims: false,
    ttl: { Session: 3600, Grant: 3600, Interaction: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, name: names.get(accountId) ?? 'Test Testesen', nnin: accountId, ssn: accountId, cpr: accountId }),
    }),
  });
  provider.proxy = false;
  const providerHandler = provider.callback();

  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
      return;
    }
    const form = await formOf(request);
    const nationalId = form.get('nationalId')?.trim() ?? '';
    if (form.get('action') === 'cancel' || !nationalId) {
      await provider.interactionFinished(request, response, { error: 'access_denied', error_description: 'cancelled' }, { mergeWithLastSubmission: false });
      return;
    }
    names.set(nationalId, form.get('name')?.trim() || 'Test Testesen');
    const grant = new provider.Grant({ accountId: nationalId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    await provider.interactionFinished(request, response, { login: { accountId: nationalId }, consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: false });
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
      return;
    }
    providerHandler(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Settings that point every e-ID provider not configured otherwise at the local one. */
export const localProviderSettings = (local: LocalIdentityProvider, configured: OidcSettings): OidcSettings =>
  Object.fromEntries(
    oidcProviders.map((provider) => [
      provider,
      configured[provider] ?? { issuer: local.issuer, clientId: local.clientId, clientSecret: local.clientSecret, nationalIdClaim: defaultNationalIdClaims[provider], scope: 'openid' },
    ]),
  );
