import type { BackOfficeDeadLetter } from '@andel/domain/shared';
import { PgBoss, type Queue } from 'pg-boss';
import type { BackgroundJob } from './background-jobs';

/** Where a job goes when its last retry failed; the super-admin lists it in the back office. */
export const deadLetterQueue = 'dead-letters';
/** A failed run is tried again this many times, 10 s, 20 s, 40 s … after, before it is dead-lettered. */
const retries = { limit: 4, delaySeconds: 10 };

export type JobQueue<Name extends string = string> = { send: (name: Name) => void; deadLetters: () => Promise<BackOfficeDeadLetter[]>; stop: () => Promise<void> };

const errorText = (output: unknown) => (output && typeof output === 'object' && 'message' in output ? String(output.message) : JSON.stringify(output ?? null));

/**
 * The background jobs on a pg-boss queue in the database (schema `pgboss`; docs/decisions/platform/jobs.md): every
 * process sends; those that `work` run them: a job's run is claimed by one of them (SKIP LOCKED), its cron schedule
 * fires once across all, and a send from any process wakes a worker at once (LISTEN/NOTIFY). A queue is `stately`:
 * one run waiting and one running at most, so sends while one waits are the same run. A failed run is retried with
 * backoff, then dead-lettered.
 */
export const startJobQueue = async <Name extends string>({ databaseUrl, jobs, work, retry = retries }: { databaseUrl: string; jobs: BackgroundJob<Name>[]; work: boolean; retry?: typeof retries }): Promise<JobQueue<Name>> => {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 3, useListenNotify: work, schedule: work, supervise: work });
  boss.on('error', (error) => console.error('[jobs]', error));
  await boss.start();
  /** Creates the queue, or (made by an earlier start, or by another process starting now) brings its options up to date. */
  const ensureQueue = async (name: string, options: Omit<Queue, 'name' | 'policy'>) => {
    const created = await boss.createQueue(name, { ...options, policy: 'stately' }).then(
      () => true,
      async (error: unknown) => {
        if (!(await boss.getQueue(name))) throw error;
        return false;
      },
    );
    if (!created) await boss.updateQueue(name, options);
  };
  await ensureQueue(deadLetterQueue, {});
  for (const job of jobs) {
    await ensureQueue(job.name, { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true, deadLetter: deadLetterQueue, notify: true });
    if (!work) continue;
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { notifyPollingIntervalSeconds: 5 }, async () => job.run());
  }
  const send = (name: Name) => void boss.send(name).catch((error: unknown) => console.error('[jobs]', error));
  return {
    send,
    deadLetters: async () =>
      (await boss.findJobs(deadLetterQueue, { limit: 1_000 }))
        .map((job) => ({ id: job.id, job: job.sourceName ?? job.name, failedAt: job.createdOn.toISOString(), firstTriedAt: job.sourceCreatedOn?.toISOString() ?? null, retries: job.sourceRetryCount ?? 0, error: errorText(job.sourceOutput) }))
        .toReversed(),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
};
