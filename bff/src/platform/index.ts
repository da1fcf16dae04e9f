import { newRouter, type BffDeps } from '../shared/router';
import { authRoutes } from './auth/auth.routes';
import { companyRoutes } from './companies/companies.routes';
import { oidcRoutes } from './oidc/oidc.routes';
import { translationRoutes } from './translations/translations.routes';
import { userRoutes } from './users/users.routes';
import { assistantRoutes } from './assistant/assistant.routes';
import { textRoutes } from './texts/texts.routes';

/** Calls every app makes: sign-in (with a password or an e-ID), the user's own settings, the company header, the translation overrides, the rich-text preview and the AI assistant. */
export const platformBff = (deps: BffDeps) =>
  newRouter().route('/', authRoutes(deps)).route('/', oidcRoutes(deps)).route('/', userRoutes(deps)).route('/', companyRoutes()).route('/', translationRoutes())
    .route('/', assistantRoutes(deps))
    .route('/', textRoutes());
