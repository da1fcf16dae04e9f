import { defaultNationalIdClaims, oidcProviders, type AiSettings, type OidcProvider, type OidcSettings } from '@andel/domain/server';
import { z } from 'zod';

const ZConfigSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** PostgreSQL to use; when unset, an embedded PostgreSQL is started with its data under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** S3-compatible storage for files, `http(s)://[key:secret@]host[:port]/bucket`; when unset (and no S3_BUCKET), files are kept under DATA_DIR/files. */
  S3_URL: z.string().url().optional(),
  /** A bucket on AWS S3 itself, with the SDK's usual AWS_* variables. */
  S3_BUCKET: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  /** The address users reach the product at; used in emailed links and for the Origin check. */
  APP_URL: z.string().url().optional(),
  /** nodemailer connection URL, e.g. smtp://user:pass@host:587; when unset, emails stay in the outbox and are logged. */
  SMTP_URL: z.string().optional(),
  /** Brønnøysund's Enhetsregisteret API (https://data.brreg.no); when unset, Norwegian company search uses the local register table. */
  COMPANY_REGISTER_URL: z.string().url().optional(),
  /**
   * Skatteetaten's API for filing the shareholder register statement (RF-1086), its base `…/api/aksjonaerregister/v1`, and
   * the Maskinporten token it takes; unset, the RF-1086 forms are downloaded and filed by hand.
   */
  STATEMENT_FILING_URL: z.string().url().optional(),
  STATEMENT_FILING_TOKEN: z.string().optional(),
  /** Start a local stand-in of that API inside the server when STATEMENT_FILING_URL is unset (development, demos, tests only). */
  STATEMENT_FILING_DEV_SERVER: z.enum(['1', 'true', '0', 'false']).default('0').transform((v) => v === '1' || v === 'true'),
  /** Norges Bank's open-data API for exchange rates, its base (`https://data.norges-bank.no/api`); unset, rates are entered by hand. */
  EXCHANGE_RATE_URL: z.string().url().optional(),
  /** Start a local stand-in of that API inside the server when EXCHANGE_RATE_URL is unset (development, demos, tests only). */
  EXCHANGE_RATE_DEV_SERVER: z.enum(['1', 'true', '0', 'false']).default('0').transform((v) => v === '1' || v === 'true'),
  MAIL_FROM: z.string().default('Andel <no-reply@andel.local>'),
  /** Accept synthetic test identity numbers (Tenor). Never in production. */
  ANDEL_TEST_ENVIRONMENT: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** The main production host name (e.g. `app.andel.no`): Swedish is not offered as interface language there (seed 000 section 1). */
  MAIN_PRODUCTION_HOST: z.string().trim().min(1).optional(),
  /** The platform's sealing certificate (PKCS#12) and its passphrase; when unset, one is generated on first start under DATA_DIR/sealing. */
  SEAL_P12_PATH: z.string().trim().min(1).optional(),
  SEAL_P12_PASSWORD: z.string().optional(),
  /** Start a local OpenID provider inside the server and use it for BankID Norway, BankID Sweden and MitID (development and demos only). */
  OIDC_DEV_PROVIDER: z.enum(['1', 'true', '0', 'false']).default('0').transform((v) => v === '1' || v === 'true'),
  /** The AI writing assistant's model: an OpenAI-compatible API (hosted or self-hosted), its key and the model; unset: the assistant is not available. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Start a local stand-in model inside the server for the assistant when AI_BASE_URL is unset (development, demos, tests only). */
  AI_DEV_SERVER: z.enum(['1', 'true', '0', 'false']).default('0').transform((v) => v === '1' || v === 'true'),
  /** How live general meeting messages reach the other server processes: `memory` (one process) or `postgres` (@socket.io/postgres-adapter over the database). */
  LIVE_ADAPTER: z.enum(['memory', 'postgres']).default('memory'),
  /** Take a share of the background work (outbox, reminders, file sweep) from the job queue in the database; `off`: this process only sends jobs. */
  BACKGROUND_JOBS: z.enum(['on', 'off']).default('on').transform((v) => v === 'on'),
  /** Emails the server may send for one account, and in one company's name, per hour and per day (sized for a general meeting notice to a 5,000-holder register). */
  EMAIL_LIMIT_ACCOUNT_HOUR: z.coerce.number().int().positive().default(6000),
  EMAIL_LIMIT_ACCOUNT_DAY: z.coerce.number().int().positive().default(20000),
  EMAIL_LIMIT_COMPANY_HOUR: z.coerce.number().int().positive().default(10000),
  EMAIL_LIMIT_COMPANY_DAY: z.coerce.number().int().positive().default(30000),
  /** Calls to the AI assistant per user and per company, per hour and per day. */
  AI_LIMIT_USER_HOUR: z.coerce.number().int().positive().default(60),
  AI_LIMIT_USER_DAY: z.coerce.number().int().positive().default(300),
  AI_LIMIT_COMPANY_HOUR: z.coerce.number().int().positive().default(300),
  AI_LIMIT_COMPANY_DAY: z.coerce.number().int().positive().default(1500),
  /** Seed the demo companies and users into an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

/** Each e-ID provider's environment prefix: `<PREFIX>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`, and optional `_NATIONAL_ID_CLAIM`, `_SCOPE`. */
const oidcEnvPrefix: Record<OidcProvider, string> = { 'bankid-no': 'BANKID_NO', 'bankid-se': 'BANKID_SE', mitid: 'MITID' };

const ZOidcProviderEnvSchema = z.object({
  issuer: z.string().url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  nationalIdClaim: z.string().min(1).optional(),
  scope: z.string().min(1).default('openid profile'),
});

/** The providers whose issuer, client id and secret are all set; one with some but not all is a start-up error. */
const oidcSettingsFrom = (env: Record<string, string | undefined>): OidcSettings => {
  const settings: OidcSettings = {};
  for (const provider of oidcProviders) {
    const prefix = oidcEnvPrefix[provider];
    const raw = {
      issuer: env[`${prefix}_ISSUER`],
      clientId: env[`${prefix}_CLIENT_ID`],
      clientSecret: env[`${prefix}_CLIENT_SECRET`],
      nationalIdClaim: env[`${prefix}_NATIONAL_ID_CLAIM`],
      scope: env[`${prefix}_SCOPE`],
    };
    if (!raw.issuer && !raw.clientId && !raw.clientSecret) continue;
    const parsed = ZOidcProviderEnvSchema.parse(raw);
    settings[provider] = { ...parsed, nationalIdClaim: parsed.nationalIdClaim ?? defaultNationalIdClaims[provider] };
  }
  return settings;
};

export type Config = z.infer<typeof ZConfigSchema> & { appUrl: string; secureCookies: boolean; oidc: OidcSettings; ai: AiSettings | null };

/** Environment parsed once, at start-up. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = ZConfigSchema.parse(env);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const ai = parsed.AI_BASE_URL ? { baseURL: parsed.AI_BASE_URL, apiKey: parsed.AI_API_KEY ?? 'none', model: parsed.AI_MODEL } : null;
  return { ...parsed, appUrl, secureCookies: appUrl.startsWith('https:'), oidc: oidcSettingsFrom(env), ai };
};
