// What the sign-in calls answer, shared by the BFF that sends it and the console that reads it.

/** `GET /api/auth/status`: whether this browser is signed in, or half-way (waiting for the two-step code). */
export type AuthStatus = { authenticated: boolean; otpPending: boolean };

/** `POST /api/auth/login`: signed in, or a two-step code is on its way. */
export type SignInAnswer = { status: 'LOGGED_IN' | 'OTP_REQUIRED' };

/** `POST /api/auth/login/password-reset-check-token`: whether the reset link can still be used. */
export type PasswordResetTokenCheck = { valid: boolean };
