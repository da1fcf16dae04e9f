import { countWrongMeetingPassword, WrongMeetingPassword } from '@andel/domain/server';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** After a call refused for a wrong meeting password has rolled back, counts it against its link (`checkMeetingPassword`). */
export const countWrongMeetingPasswords: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.error instanceof WrongMeetingPassword) await countWrongMeetingPassword({ em: c.var.em, error: c.error });
};
