import { deliverPendingEmails } from '@andel/domain/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { Config } from './config';

/**
 * Delivers the email outbox: over SMTP when SMTP_URL is set, otherwise nodemailer's JSON transport, which
 * builds each message and logs it (so a demo can follow password-reset links without a mail server).
 * Runs after commits when nudged, and every 10 seconds to retry.
 */
export const startMailWorker = ({ orm, config }: { orm: MikroORM; config: Config }) => {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : nodemailer.createTransport({ jsonTransport: true });
  const logOnly = !config.SMTP_URL;
  let running: Promise<void> | null = null;
  let again = false;

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const sent = await deliverPendingEmails({ em: orm.em, transport, from: config.MAIL_FROM }).catch((error) => {
          console.error('[mail]', error);
          return 0;
        });
        if (logOnly && sent) console.log(`[mail] ${sent} email(s) kept in the outbox table (no SMTP_URL set)`);
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void run(), 10_000);
  timer.unref();
  return {
    kick: () => void run(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
