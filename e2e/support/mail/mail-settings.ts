import { fileURLToPath } from 'node:url';

/** Where the e2e mail catcher listens and stores what it receives; shared by the config, the catcher and the specs. */
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25);
export const mailDir = fileURLToPath(new URL('../../../.data/e2e-mail', import.meta.url));
