import { z } from 'zod';
import { nameSchema } from '../../kernel/validation/text';
import { passwordMaxLength, passwordMinLength } from './auth-constants';

const email = z.string().trim().toLowerCase().min(1, 'required').max(320).email('email-field.invalid-email');
const password = z.string().min(passwordMinLength, 'auth.password.tooShort').max(passwordMaxLength, 'auth.password.tooLong');

export const ZLoginSchema = z.object({ username: email, password: z.string().min(1, 'required').max(passwordMaxLength) });
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZSignInCodeSchema = z.object({ otp: z.string().trim().regex(/^\d{6}$/, 'auth.invalidOtp') });

export const ZCreateUserSchema = z.object({
  username: email,
  name: nameSchema(200),
  password,
});
export type TCreateUser = z.infer<typeof ZCreateUserSchema>;

export const ZPasswordResetRequestSchema = z.object({ email });
export const ZPasswordResetTokenSchema = z.object({ token: z.string().min(1, 'required').max(200) });
export const ZPasswordResetSchema = z.object({ token: z.string().min(1, 'required').max(200), newPassword: password });
export const ZChangePasswordSchema = z.object({ currentPassword: z.string().min(1, 'required').max(passwordMaxLength), newPassword: password });

export const ZSendVerificationEmailSchema = z.object({ emailAddress: email });
export const ZVerifyEmailSchema = z.object({ emailAddress: email, verificationCode: z.string().trim().regex(/^\d{6}$/, 'auth.invalidVerificationCode') });

export const ZAcceptTermsSchema = z.object({ email });
/** Turning two-step sign-in off is confirmed with the password or a code emailed for it (`POST /user/two-step/code`). */
export const ZTwoStepSchema = z
  .object({
    enabled: z.boolean(),
    currentPassword: z.string().max(passwordMaxLength).optional(),
    code: z.string().trim().regex(/^\d{6}$/, 'auth.invalidOtp').optional(),
  })
  .refine(({ enabled, currentPassword, code }) => enabled || currentPassword || code, { path: ['currentPassword'], message: 'userSettings.twoStep.confirmRequired' });
