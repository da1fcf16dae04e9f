import type { MikroORM } from '@mikro-orm/postgresql';
import { emailSendingGuard, ensureReadModelsCurrent, ensureTranslationsCurrent, fileStoreConfig, openFileStore, type FileStore } from '@andel/domain/server';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { adminBff } from './admin';
import { anonymousBff } from './anonymous';
import { boardBff } from './board';
import type { Config } from './config';
import { platformBff } from './platform';
import { shareholderBff } from './shareholder';
import type { AppEnv } from './shared/app-env';
import { apiBodyLimit } from './shared/body-limit';
import { cookieJar } from './shared/cookies';
import { csrfProtection } from './shared/csrf';
import { handleError, handleNotFound } from './shared/error-handler';
import { hostileInputGuard } from './shared/hostile-input-guard';
import { loadSession } from './shared/session';
import { sameOriginFrames } from './shared/frames';
import { countWrongMeetingPasswords } from './shared/wrong-meeting-passwords';
import { mountStaticApps } from './static-apps';
import { createLiveHub, type LiveHub } from './live/live-hub';
import type { JobQueue } from './jobs/job-queue';

export type AppDeps = { orm: MikroORM; config: Config; emailQueued?: () => void; batchNoticesQueued?: () => void; serveApps?: boolean; fileStore?: FileStore; live?: LiveHub; deadLetters?: JobQueue['deadLetters'] };

/** The whole HTTP surface: the BFFs under /api, sharing session, CSRF and error handling, and the built apps. */
export const createApp = ({ orm, config, emailQueued = () => undefined, batchNoticesQueued = () => undefined, serveApps = true, fileStore = openFileStore(fileStoreConfig(config)), live = createLiveHub({ orm }), deadLetters = async () => [] }: AppDeps) => {
  const cookies = cookieJar(config.secureCookies);
  const deps = { config, cookies, emailQueued, batchNoticesQueued, fileStore, live, deadLetters };
  const emailLimits = {
    accountPerHour: config.EMAIL_LIMIT_ACCOUNT_HOUR,
    accountPerDay: config.EMAIL_LIMIT_ACCOUNT_DAY,
    companyPerHour: config.EMAIL_LIMIT_COMPANY_HOUR,
    companyPerDay: config.EMAIL_LIMIT_COMPANY_DAY,
  };

  const api = new Hono<AppEnv>()
    .use(apiBodyLimit)
    .use(hostileInputGuard)
    .use(async (c, next) => {
      // The request's own event manager carries its outbox guard: emails count for the signed-in account and the company each goes out for (else the route's).
      const em = orm.em.fork({ freshEventManager: true });
      em.getEventManager().registerSubscriber(
        emailSendingGuard({
          limits: emailLimits,
          origin: () => ({ userId: c.var.session?.state === 'ACTIVE' ? c.var.user.id : null, company: c.var.companyAccess?.company ?? null }),
        }),
      );
      c.set('em', em);
      c.header('Cache-Control', 'no-store');
      // Future-dated entries count from their date: the first request of a day brings the read models up to it.
      await ensureReadModelsCurrent(orm.em);
      // Emails and PDFs translate with the overrides of the translation admin, edited here or in another process.
      await ensureTranslationsCurrent(orm.em);
      await next();
    })
    .use(countWrongMeetingPasswords)
    .use(csrfProtection(cookies, config.appUrl))
    .use(loadSession(cookies))
    .route('/', platformBff(deps))
    .route('/', adminBff(deps))
    // Before the shareholder portal's /shareholder-view/{orgNo}/{shareholderId}: /shareholder-view/notice-general-meeting/{id} is a notice link.
    .route('/', anonymousBff(deps))
    .route('/', shareholderBff(deps))
    .route('/', boardBff(deps));
  api.notFound(handleNotFound);

  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(sameOriginFrames)
    .use(
      secureHeaders({
        contentSecurityPolicy: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"], // MUI/emotion inject style tags
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
        referrerPolicy: 'strict-origin-when-cross-origin',
        xFrameOptions: 'DENY',
        strictTransportSecurity: config.secureCookies ? 'max-age=63072000; includeSubDomains' : false,
      }),
    )
    .route('/api', api);
  app.onError(handleError);
  if (serveApps) mountStaticApps(app);
  return app;
};
