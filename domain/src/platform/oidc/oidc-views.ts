// What the e-ID sign-in calls answer, shared by the BFF that sends it and the console that reads it.
import type { OidcProvider } from './oidc-providers';

/** `GET /api/auth/bankid-status`: which providers are configured here. */
export type OidcAvailabilityView = Record<OidcProvider, boolean>;

/** `POST /api/auth/bankid/callback`: signed in; a new user meets the first-login screen; where the sign-in started. */
export type OidcSignInAnswer = { status: 'LOGGED_IN'; newUser: boolean; returnTo: string | null };
