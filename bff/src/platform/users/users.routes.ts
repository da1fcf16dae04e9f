import { acceptTerms, addAffiliate, changePassword, sendEmailVerification, sendTwoStepOffCode, setTwoStepSignIn, setUserLanguage, verifyEmail } from '@andel/domain/server';
import {
  ZAcceptTermsSchema,
  ZAffiliateKeyParamSchema,
  ZChangePasswordSchema,
  ZSendVerificationEmailSchema,
  ZTwoStepSchema,
  ZVerifyEmailSchema,
  defaultLanguage,
  interfaceLanguagesFor,
  languages,
  type AcceptedTerms,
  type AffiliateRecorded,
  type AppIndex,
  type InterfaceLanguages,
} from '@andel/domain/shared';
import { z } from 'zod';
import { clientInfo } from '../../shared/client-info';
import { newRouter, type BffDeps } from '../../shared/router';
import { requireUser } from '../../shared/session';
import { validate } from '../../shared/validate';

/** The signed-in user's own settings. */
export const userRoutes = ({ config, cookies, emailQueued }: BffDeps) =>
  newRouter()
    // The interface languages this host offers (Swedish hidden on the main production host), for the language menu.
    .get('/interface-languages', (c) => c.json<InterfaceLanguages>({ languages: interfaceLanguagesFor(new URL(c.req.url).host, config.MAIN_PRODUCTION_HOST) }))
    // What every page needs before anyone signs in (the seed's GET /index).
    .get('/index', (c) =>
      c.json<AppIndex>({
        interfaceLanguages: interfaceLanguagesFor(new URL(c.req.url).host, config.MAIN_PRODUCTION_HOST),
        defaultLanguage,
        testEnvironment: config.ANDEL_TEST_ENVIRONMENT,
      }),
    )
    // The partner whose link brought the user (`/affiliate/{affiliateKey}`), recorded once signed in.
    .put('/add-affiliate/:key', requireUser, validate('param', ZAffiliateKeyParamSchema), async (c) =>
      c.json<AffiliateRecorded>(await addAffiliate({ em: c.var.em, userId: c.var.user.id, key: c.req.valid('param').key })),
    )
    .use('/user/*', requireUser)
    .put('/user/language/:lang', validate('param', z.object({ lang: z.enum(languages) })), async (c) => {
      await setUserLanguage({ em: c.var.em, userId: c.var.user.id, language: c.req.valid('param').lang });
      return c.json({ ok: true });
    })
    .put('/user/two-step', validate('json', ZTwoStepSchema), async (c) => {
      const { enabled, currentPassword, code } = c.req.valid('json');
      await setTwoStepSignIn({ em: c.var.em, userId: c.var.user.id, enabled, proof: { currentPassword, code, sessionToken: c.var.sessionToken! } });
      return c.json({ ok: true });
    })
    .post('/user/two-step/code', async (c) => {
      await sendTwoStepOffCode({ em: c.var.em, sessionToken: c.var.sessionToken! });
      emailQueued();
      return c.json({ ok: true });
    })
    .post('/user/change-password', validate('json', ZChangePasswordSchema), async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      const { token } = await changePassword({ em: c.var.em, userId: c.var.user.id, currentPassword, newPassword, client: clientInfo(c) });
      cookies.writeSession(c, token);
      return c.json({ ok: true });
    })
    .post('/user/send-verification-email', validate('json', ZSendVerificationEmailSchema), async (c) => {
      await sendEmailVerification({ em: c.var.em, userId: c.var.user.id, emailAddress: c.req.valid('json').emailAddress });
      emailQueued();
      return c.json({ ok: true });
    })
    .post('/user/verify-email', validate('json', ZVerifyEmailSchema), async (c) => {
      const { emailAddress, verificationCode } = c.req.valid('json');
      await verifyEmail({ em: c.var.em, userId: c.var.user.id, emailAddress, code: verificationCode });
      return c.json({ ok: true });
    })
    .post('/portfolio/accept-terms', requireUser, validate('json', ZAcceptTermsSchema), async (c) => {
      const { emailToVerify } = await acceptTerms({ em: c.var.em, userId: c.var.user.id, email: c.req.valid('json').email });
      if (emailToVerify) emailQueued();
      return c.json<AcceptedTerms>({ ok: true, emailToVerify });
    });
