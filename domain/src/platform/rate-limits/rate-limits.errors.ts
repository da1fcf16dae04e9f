/** Codes a call is refused with when a limit is reached: sign-in and link tries keep `auth.tooManyAttempts`. */
export const rateLimitsErrorCodes = ['rateLimits.emailLimitReached', 'rateLimits.assistantLimitReached'] as const;
