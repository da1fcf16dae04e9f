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
  MAIL_FROM: z.string().default('Andel <no-reply@andel.local>'),
  /** Accept synthetic test identity numbers (Tenor). Never in production. */
  ANDEL_TEST_ENVIRONMENT: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** The main production host name (e.g. `app.andel.no`): Swedish is not offered as interface language there (seed 000 section 1). */
  MAIN_PRODUCTION_HOST: z.string().trim().min(1).optional(),
  /** Seed the demo companies and users into an empty database. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});

export type Config = z.infer<typeof ZConfigSchema> & { appUrl: string; secureCookies: boolean };

/** Environment parsed once, at start-up. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = ZConfigSchema.parse(env);
  const appUrl = (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  return { ...parsed, appUrl, secureCookies: appUrl.startsWith('https:') };
};
