/** Codes sign-in, sessions and accounts are refused with. */
export const authErrorCodes = [
  'auth.notAuthenticated',
  'auth.invalidCredentials',
  'auth.tooManyAttempts',
  'auth.otpRequired',
  'auth.invalidOtp',
  'auth.invalidResetToken',
  'auth.csrfInvalid',
  'auth.usernameTaken',
  'auth.invalidVerificationCode',
  'auth.emailNotVerified',
  'auth.notOwnEmail',
] as const;
