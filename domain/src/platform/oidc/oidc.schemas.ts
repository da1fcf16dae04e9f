import { z } from 'zod';
import { oidcProviders } from './oidc-providers';

/** A page inside Andel to return to after signing in: a path, never another site (`//host`) or a scheme. */
const ZReturnPathSchema = z.string().max(500).regex(/^\/(?![/\\])[^\s]*$/, 'invalidValue');

/** `GET /auth/bankid?provider=&returnTo=`: which provider to sign in with, and where to go afterwards. */
export const ZOidcStartQuerySchema = z.object({
  provider: z.enum(oidcProviders).default('bankid-no'),
  returnTo: ZReturnPathSchema.optional(),
});
export type TOidcStartQuery = z.infer<typeof ZOidcStartQuerySchema>;

/** The authorization response the callback page passes on: the provider's query parameters. */
export const ZOidcCallbackSchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(4000).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type TOidcCallback = z.infer<typeof ZOidcCallbackSchema>;
