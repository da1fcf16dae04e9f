/** Session and sign-in limits (see docs/decisions/platform/auth.md for the reasoning). */
export const sessionIdleTimeoutMs = 60 * 60 * 1000;
export const sessionAbsoluteTimeoutMs = 12 * 60 * 60 * 1000;
export const signInCodeLifetimeMs = 10 * 60 * 1000;
/** Wrong codes a pending sign-in takes, across resends, before it ends. */
export const signInCodeMaxAttempts = 5;
/** Codes a pending sign-in may have sent again. */
export const signInCodeMaxResends = 3;
export const passwordResetLifetimeMs = 60 * 60 * 1000;
export const emailVerificationLifetimeMs = 24 * 60 * 60 * 1000;
/** Verification codes an account may have sent in a day (the first and three more, as a pending sign-in); their wrong tries add up. */
export const emailVerificationMaxSends = 4;
/** Failed sign-ins to one account in the last hour before a browser it does not know must wait between tries. */
export const failedSignInsBeforeDelay = 10;
/** The wait after the last failure: 2 s at 11 failures, doubled with each one more, at most 15 minutes. */
export const failedSignInDelayMaxMs = 15 * 60 * 1000;
export const knownDeviceLifetimeMs = 400 * 24 * 60 * 60 * 1000;
export const failedSignInsPerAddressWindowMs = 15 * 60 * 1000;
export const failedSignInsPerAddressPerWindow = 30;
export const passwordMinLength = 8;
export const passwordMaxLength = 200;
