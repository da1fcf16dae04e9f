/** Session and sign-in limits (see docs/decisions.md for the reasoning). */
export const sessionIdleTimeoutMs = 60 * 60 * 1000;
export const sessionAbsoluteTimeoutMs = 12 * 60 * 60 * 1000;
export const signInCodeLifetimeMs = 10 * 60 * 1000;
export const signInCodeMaxAttempts = 5;
export const passwordResetLifetimeMs = 60 * 60 * 1000;
export const emailVerificationLifetimeMs = 24 * 60 * 60 * 1000;
export const failedSignInsPerAccountPerHour = 100;
export const failedSignInsPerAddressWindowMs = 15 * 60 * 1000;
export const failedSignInsPerAddressPerWindow = 30;
export const passwordMinLength = 8;
export const passwordMaxLength = 200;
