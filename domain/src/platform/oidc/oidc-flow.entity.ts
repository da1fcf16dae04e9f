import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { oidcProviders } from './oidc-providers';

/**
 * One authorization code flow under way: found by the hash of the browser's `andel.oidc` cookie, holding the state,
 * nonce and PKCE verifier the callback is checked against. Single use; lives 10 minutes.
 */
export const OidcFlowSchema = defineEntity({
  name: 'OidcFlow',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    browserTokenHash: p.string().length(64).unique(),
    provider: p.enum(oidcProviders),
    state: p.string().length(100),
    nonce: p.string().length(100),
    codeVerifier: p.string().length(200),
    redirectUri: p.string().length(500),
    returnTo: p.string().length(500).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
  },
});

export class OidcFlow extends OidcFlowSchema.class {}
OidcFlowSchema.setClass(OidcFlow);
