import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('build exactly the schema the entities describe', async () => {
    const drift = await database.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(drift.trim()).toBe('');
  });
});
