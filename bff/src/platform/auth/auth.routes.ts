import {
  checkPasswordResetToken,
  createUserAccount,
  findUserCompanies,
  requestPasswordReset,
  resetPassword,
  sendNewSignInCode,
  signIn,
  signOut,
  verifySignInCode,
} from '@andel/domain/server';
import {
  DomainError,
  ZCreateUserSchema,
  ZLoginSchema,
  ZPasswordResetRequestSchema,
  ZPasswordResetSchema,
  ZPasswordResetTokenSchema,
  ZSignInCodeSchema,
  isLanguage,
  type AuthStatus,
  type LoggedOnUser,
  type PasswordResetTokenCheck,
  type SignInAnswer,
} from '@andel/domain/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import type { AppEnv } from '../../shared/app-env';
import { clientInfo } from '../../shared/client-info';
import { rateLimit } from '../../shared/rate-limit';
import { newRouter, type BffDeps } from '../../shared/router';
import { requireUser } from '../../shared/session';
import { validate } from '../../shared/validate';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

const requireCsrfHeader =
  (cookies: BffDeps['cookies']): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const cookieToken = cookies.readCsrf(c);
    const headerToken = c.req.header('x-csrf-token');
    if (!cookieToken || !headerToken || cookieToken.length !== headerToken.length || !timingSafeEqual(Buffer.from(cookieToken), Buffer.from(headerToken)))
      throw new DomainError('auth.csrfInvalid');
    await next();
  };

/** Sign-in, sign-up, two-step codes, password reset and the signed-in user (seed: platform core, section 7). */
export const authRoutes = ({ config, cookies, emailQueued }: BffDeps) => {
  const signOutHandler = async (c: Context<AppEnv>) => {
    const token = cookies.readSession(c);
    if (token) await signOut({ em: c.var.em, token });
    cookies.clearSession(c);
    return c.json({ ok: true });
  };
  return newRouter()
    // Calls that email or create accounts for anyone who asks: limited per address.
    .use('/auth/user/new', rateLimit({ name: 'ip.auth.user.new', windowMs: 60 * 60_000, max: 20 }))
    .use('/auth/login/password-reset-request', rateLimit({ name: 'ip.auth.login.password-reset-request', windowMs: 60 * 60_000, max: 20 }))
    .get('/auth/status', (c) => c.json<AuthStatus>({ authenticated: c.var.session?.state === 'ACTIVE', otpPending: c.var.session?.state === 'OTP_PENDING' }))
    .post('/auth/login', validate('json', ZLoginSchema), async (c) => {
      const result = await signIn({ em: c.var.em, input: c.req.valid('json'), client: clientInfo(c), deviceToken: cookies.readDevice(c) });
      cookies.writeSession(c, result.token);
      if (result.deviceToken) cookies.writeDevice(c, result.deviceToken);
      if (result.status === 'OTP_REQUIRED') emailQueued();
      return c.json<SignInAnswer>({ status: result.status });
    })
    .post('/auth/login/otp', validate('json', ZSignInCodeSchema), async (c) => {
      const token = cookies.readSession(c);
      if (!token) throw new DomainError('auth.notAuthenticated');
      const { deviceToken } = await verifySignInCode({ em: c.var.em, token, otp: c.req.valid('json').otp, client: clientInfo(c), deviceToken: cookies.readDevice(c) });
      cookies.writeDevice(c, deviceToken);
      return c.json<SignInAnswer>({ status: 'LOGGED_IN' });
    })
    .post('/auth/login/send-new-otp', async (c) => {
      const token = cookies.readSession(c);
      if (!token) throw new DomainError('auth.notAuthenticated');
      await sendNewSignInCode({ em: c.var.em, token });
      emailQueued();
      return c.json({ ok: true });
    })
    .post('/auth/user/new', validate('json', ZCreateUserSchema), async (c) => {
      const preferred = c.req.header('accept-language')?.slice(0, 2);
      const language = isLanguage(preferred) ? preferred : 'nb';
      // The same answer whether the address was free or taken (the owner of a taken one is emailed): no session yet.
      await createUserAccount({ em: c.var.em, input: c.req.valid('json'), language, appUrl: config.appUrl });
      emailQueued();
      return c.json({ status: 'CHECK_EMAIL' });
    })
    .post('/auth/login/password-reset-request', validate('json', ZPasswordResetRequestSchema), async (c) => {
      await requestPasswordReset({ em: c.var.em, email: c.req.valid('json').email });
      emailQueued();
      return c.json({ ok: true });
    })
    .post('/auth/login/password-reset-check-token', validate('json', ZPasswordResetTokenSchema), async (c) =>
      c.json<PasswordResetTokenCheck>({ valid: await checkPasswordResetToken({ em: c.var.em, token: c.req.valid('json').token }) }),
    )
    .post('/auth/login/password-reset-set-new-password', validate('json', ZPasswordResetSchema), async (c) => {
      const { token, newPassword } = c.req.valid('json');
      await resetPassword({ em: c.var.em, token, newPassword });
      return c.json({ ok: true });
    })
    // The seed's GET /auth/logout signs out only with the CSRF token in its header, so a link or image on another
    // site cannot sign a user out; POST (checked like every state-changing call) does the same, and the apps use it.
    .get('/auth/logout', requireCsrfHeader(cookies), signOutHandler)
    .post('/auth/logout', signOutHandler)
    .get('/auth/getloggedonuser', requireUser, async (c) => {
      const user = c.var.user;
      const companies = await findUserCompanies({ em: c.var.em, userId: user.id });
      return c.json<LoggedOnUser>({
        id: user.id,
        name: user.name,
        initials: initials(user.name),
        email: user.email,
        emailVerified: user.emailVerified,
        language: user.language,
        acceptedTerms: user.acceptedTerms,
        twoFactorEnabled: user.twoFactorEnabled,
        isSuperAdmin: user.superAdmin || companies.some((company) => company.accessType === 'SUPERADMIN'),
        companies: companies.map(({ organisationNumber, name, accessType, shareholderId, customRoleId, country, currency }) => ({
          organisationNumber,
          name,
          accessType,
          shareholderId,
          customRoleId,
          country,
          currency,
        })),
      });
    });
};
