import { WorkSlots } from '@andel/domain/server';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorBody } from './error-handler';

/**
 * Uploads and register-sized bodies are read one at a time per company and two at a time per process (a 100,000-row
 * file takes a few hundred MiB while it is read; the machine the seed runs on has two cores). Taken after the
 * company's access is checked and before the body is read, so a refused upload is answered without reading it:
 * 429 `companyBusy` while the company has one running, 503 `serverBusy` while the process is full, each with
 * `Retry-After`.
 */
export const uploadSlots = new WorkSlots({ perProcess: 2, perKey: 1 });
/** Attachments (at most 20 MiB, their type read without inflating anything) get their own, wider slots. */
export const attachmentSlots = new WorkSlots({ perProcess: 8, perKey: 4 });

/** The company in the address by default; a call across companies (the portfolio's) names its own key, such as the user. */
export const uploadSlot =
  (slots: WorkSlots = uploadSlots, keyOf: (c: Context<AppEnv>) => string = (c) => c.var.companyAccess.company.id): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const slot = slots.take(keyOf(c));
    if ('busy' in slot) {
      c.header('Retry-After', slot.busy === 'key' ? '10' : '5');
      return slot.busy === 'key' ? c.json(errorBody(c, 'companyBusy'), 429) : c.json(errorBody(c, 'serverBusy'), 503);
    }
    try {
      await next();
    } finally {
      slot.release();
    }
  };
