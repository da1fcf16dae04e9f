import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** react-admin's list header (ra-data-simple-rest): `count` rows of `total`, starting at `from`. */
export const setContentRange = (c: Context<AppEnv>, resource: string, { from = 0, count, total = count }: { from?: number; count: number; total?: number }) =>
  c.header('Content-Range', `${resource} ${from}-${from + Math.max(0, count - 1)}/${total}`);
