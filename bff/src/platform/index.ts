import { newRouter, type BffDeps } from '../shared/router';
import { authRoutes } from './auth/auth.routes';
import { companyRoutes } from './companies/companies.routes';
import { translationRoutes } from './translations/translations.routes';
import { userRoutes } from './users/users.routes';

/** Calls every app makes: sign-in, the user's own settings, the company header, the translation overrides. */
export const platformBff = (deps: BffDeps) => newRouter().route('/', authRoutes(deps)).route('/', userRoutes(deps)).route('/', companyRoutes()).route('/', translationRoutes());
