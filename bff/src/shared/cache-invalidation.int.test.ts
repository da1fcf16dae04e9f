import { createTestDatabase } from '@andel/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenForCacheInvalidation } from './cache-invalidation';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const until = async (done: () => boolean) => {
  for (const end = Date.now() + 10_000; !done(); await new Promise((resolve) => setTimeout(resolve, 50))) if (Date.now() > end) throw new Error('timed out');
};

it('hears an edit of the translation overrides when it commits, after forgetting everything on connecting', async () => {
  const topics: (string | null)[] = [];
  const states: boolean[] = [];
  const listener = listenForCacheInvalidation({ databaseUrl: database.url, invalidate: (topic) => topics.push(topic), listening: (on) => states.push(on) });
  await until(() => states.includes(true));
  expect(topics).toEqual([null]);
  const em = database.orm.em.fork();
  await em.transactional(async (tx) => {
    await tx.execute('update translation_version set version = version + 1 where id = 1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(topics).toEqual([null]);
  });
  await until(() => topics.length === 2);
  expect(topics).toEqual([null, 'translations']);
  await listener.stop();
});
