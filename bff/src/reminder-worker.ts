import { sendDueReminders, sendSigningReminders } from '@andel/domain/server';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config';

/** How often the server looks for reminders that have become due. */
const reminderIntervalMs = 5 * 60_000;

/**
 * The scheduled job of the server process (seed 002: reminder before the deadline, and email reminders until signed):
 * every five minutes, and once at start, it writes the reminders that have become due to the outbox (each once) and
 * nudges the mail worker.
 */
export const startReminderWorker = ({ orm, config, emailQueued }: { orm: MikroORM; config: Config; emailQueued: () => void }) => {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= Promise.all([sendDueReminders({ em: orm.em.fork(), appUrl: config.appUrl }), sendSigningReminders({ em: orm.em.fork(), appUrl: config.appUrl })])
      .then(([meetings, signing]) => {
        const queued = meetings + signing;
        if (queued) emailQueued();
      })
      .catch((error: unknown) => console.error('[reminders]', error))
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), reminderIntervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
