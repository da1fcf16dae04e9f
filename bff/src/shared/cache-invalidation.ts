import pg from 'pg';

/** The channel the database's triggers notify when something processes cache has changed (migration `cache_notifications`). */
const channel = 'andel_cache';
const reconnectMs = 1_000;

/**
 * One connection listening for the database's cache notifications (`meeting:<project id>`, `register:<company id>`,
 * `translations`), each handed to `invalidate` (docs/decisions/platform/jobs.md). Notifications sent while it is not
 * listening are lost, so `listening(false)` is heard when the connection drops (caches then fall back to checking for
 * themselves), and on every (re)connect `invalidate(null)` (forget everything) before `listening(true)`.
 */
export const listenForCacheInvalidation = ({ databaseUrl, invalidate, listening }: { databaseUrl: string; invalidate: (topic: string | null) => void; listening: (on: boolean) => void }) => {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const lost = () => {
    listening(false);
    client = null;
    if (!stopped) retry = setTimeout(() => void connect(), reconnectMs);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    next.on('notification', (message) => invalidate(message.payload ?? null));
    next.once('error', () => void next.end().catch(() => undefined));
    next.once('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      console.error('[cache] cannot listen for invalidations', error);
      next.removeAllListeners('end');
      void next.end().catch(() => undefined);
      return lost();
    }
    client = next;
    invalidate(null);
    listening(true);
  };
  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end();
    },
  };
};
