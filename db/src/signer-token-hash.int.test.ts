import { hashToken, newToken } from '@andel/domain/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import { tokenHashInSql } from './migrations/Migration20261128102255_signer_token_hash';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('hashes the stored signer tokens as the links are looked up, so every link sent before keeps working', async () => {
  const tokens = [newToken(), newToken(), 'æøå-ikke-base64'];
  const inSql = async (token: string) => (await database.orm.em.getConnection().execute<{ hash: string }[]>(`select ${tokenHashInSql('token')} as hash from (select ?::text as token) as link`, [token]))[0]!.hash;
  for (const token of tokens) expect(await inSql(token)).toBe(hashToken(token));
});
