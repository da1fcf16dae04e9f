import { newRouter, type BffDeps } from '../shared/router';
import { authRoutes } from './auth.routes';
import { companyRoutes } from './company.routes';
import { userRoutes } from './user.routes';

/** Calls every app makes: sign-in, the user's own settings, the company header. */
export const platformBff = (deps: BffDeps) => newRouter().route('/', authRoutes(deps)).route('/', userRoutes(deps)).route('/', companyRoutes());
