import { deliverPendingEmails, issueRequestedPasswordResets, sealOwedRequests, sendDueReminders, sendQueuedBatchNotices, sendSigningReminders, sweepOrphanedFiles, type FileStore } from '@andel/domain/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { signingContext } from '../shared/signing-context';

/** A piece of background work: run by one process at a time, on its cron schedule and whenever it is sent. */
export type BackgroundJob<Name extends string = string> = { name: Name; cron: string; run: () => Promise<void> };

/**
 * The server's background work (docs/decisions/platform/jobs.md), each run once across processes by the job queue:
 * - `email-outbox` first emails the reset links of waiting password-reset requests (the request only writes its row,
 *   so it takes the same time for known and unknown addresses), then delivers the outbox over SMTP when SMTP_URL is set, otherwise through nodemailer's JSON transport,
 *   which builds each message and logs it (a demo follows password-reset links without a mail server); sent after
 *   commits that queue emails, and every minute to retry;
 * - `reminders` writes the reminders that have become due (seed 002: before a deadline, and until a document is
 *   signed) to the outbox, each once, every five minutes;
 * - `seal-sweep` seals the signing requests every signer has signed that are still owed their seal (the process that
 *   took the last signature died, or the seal failed: retried with growing waits), every minute;
 * - `batch-notices` sends the notices a batch project's overview queued, one company at a time (issue 27), sent
 *   when the admin asks and every minute for any left;
 * - `file-sweep` removes stored bytes no row counts (an upload interrupted between its bytes and its rows, or a
 *   removal that failed after its rows were deleted), every hour.
 */
export const backgroundJobs = ({ orm, config, fileStore, emailQueued }: { orm: MikroORM; config: Config; fileStore: FileStore; emailQueued: () => void }) => {
  // Pooled: a batch of the outbox goes over a few kept connections, not one connection per email.
  const transport = config.SMTP_URL ? nodemailer.createTransport({ url: config.SMTP_URL, pool: true, maxConnections: 5 }) : nodemailer.createTransport({ jsonTransport: true });
  return [
    {
      name: 'email-outbox',
      cron: '* * * * *',
      run: async () => {
        await issueRequestedPasswordResets({ em: orm.em, appUrl: config.appUrl });
        const sent = await deliverPendingEmails({ em: orm.em, transport, from: config.MAIL_FROM, appUrl: config.appUrl });
        if (!config.SMTP_URL && sent) console.log(`[mail] ${sent} email(s) kept in the outbox table (no SMTP_URL set)`);
      },
    },
    {
      name: 'reminders',
      cron: '*/5 * * * *',
      run: async () => {
        const queued = await Promise.all([sendDueReminders({ em: orm.em.fork(), appUrl: config.appUrl }), sendSigningReminders({ em: orm.em.fork(), appUrl: config.appUrl })]);
        if (queued[0] + queued[1]) emailQueued();
      },
    },
    {
      name: 'seal-sweep',
      cron: '* * * * *',
      run: async () => {
        const sealed = await sealOwedRequests({ em: orm.em, context: signingContext({ config, fileStore, emailQueued }) });
        if (sealed) {
          console.log(`[signing] sealed ${sealed} document(s) owed their seal`);
          emailQueued();
        }
      },
    },
    {
      name: 'batch-notices',
      cron: '* * * * *',
      run: async () => {
        if (await sendQueuedBatchNotices({ em: orm.em, appUrl: config.appUrl })) emailQueued();
      },
    },
    {
      name: 'file-sweep',
      cron: '17 * * * *',
      run: async () => {
        const removed = await sweepOrphanedFiles({ em: orm.em, store: fileStore });
        if (removed) console.log(`[files] removed ${removed} orphaned file(s)`);
      },
    },
  ] satisfies BackgroundJob<'email-outbox' | 'reminders' | 'seal-sweep' | 'batch-notices' | 'file-sweep'>[];
};
