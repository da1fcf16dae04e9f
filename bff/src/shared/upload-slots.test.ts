import { WorkSlots } from '@andel/domain/server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { handleError } from './error-handler';
import { uploadSlot } from './upload-slots';

/** An upload route whose handler runs until `finish` is called, for the company named in the path. */
const slowRoute = (slots: WorkSlots) => {
  const running: (() => void)[] = [];
  const app = new Hono<AppEnv>()
    .use('/:company', (c, next) => {
      c.set('companyAccess', { company: { id: c.req.param('company') } } as never);
      return next();
    })
    .post('/:company', uploadSlot(slots), async (c) => {
      await new Promise<void>((resolve) => running.push(resolve));
      return c.json({ ok: true });
    })
    .onError(handleError);
  return { app, running };
};

describe('upload slots', () => {
  it('answer 429 companyBusy while the company has an upload running, 503 serverBusy while the process is full, without reading the body', async () => {
    const slots = new WorkSlots({ perProcess: 2, perKey: 1 });
    const { app, running } = slowRoute(slots);
    const first = app.request('/a', { method: 'POST', body: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const sameCompany = await app.request('/a', { method: 'POST', body: 'x' });
    expect(sameCompany.status).toBe(429);
    expect(sameCompany.headers.get('retry-after')).toBeTruthy();
    expect((await sameCompany.json()).error.code).toBe('companyBusy');
    const second = app.request('/b', { method: 'POST', body: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const full = await app.request('/c', { method: 'POST', body: 'x' });
    expect(full.status).toBe(503);
    expect((await full.json()).error.code).toBe('serverBusy');
    for (const finish of running.splice(0)) finish();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(slots.inUse).toBe(0);
    const after = app.request('/a', { method: 'POST', body: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    running.splice(0).forEach((finish) => finish());
    expect((await after).status).toBe(200);
  });
});
