import { Company, createCompany, importShareholders, registerUser } from '@andel/domain/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const query = async <T extends object>(sql: string, params: unknown[] = []) => database.orm.em.fork().getConnection().execute<T[]>(sql, params);
const count = async (table: 'holding' | 'shareholder_total', shareholderId: string) =>
  Number((await query<{ n: string }>(`select count(*) as n from ${table} where shareholder_id = ?`, [shareholderId]))[0]!.n);

it('keeps the read model to its holders and classes without a key check a row (migration read_model_keys)', async () => {
  const em = database.orm.em.fork();
  const actor = await em.transactional((tx) => registerUser({ em: tx, email: 'keys@example.no', name: 'Keys Test', password: 'Keys-password-1', language: 'nb', acceptedTerms: true }));
  const company: Company = await createCompany({ em: database.orm.em.fork(), actor: null, organisationNumber: '912345670', name: 'Nøkler AS' });
  const imported = await importShareholders({
    em,
    actor,
    company,
    allowSyntheticTestNumbers: false,
    input: {
      transactionDate: '2026-01-01',
      nominalValue: '1',
      shareholders: [
        { rowNumber: 2, values: { type: 'person', name: 'Kari Nordmann', identification: '13097248022', numberOfShares: '600', 'shares.A': '40' } },
        { rowNumber: 3, values: { type: 'person', name: 'Per Uten Aksjer' } },
      ],
    },
  });
  if (imported.result !== 'imported') throw new Error('the import was refused');
  const [kari, per] = imported.shareholders.map((holder) => holder.shareholderId) as [string, string];
  expect([await count('holding', kari), await count('shareholder_total', kari)]).toEqual([2, 1]);

  // A holder and a class with postings stay: the postings' keys restrict deleting them.
  await expect(query('delete from shareholder where id = ?', [kari])).rejects.toThrow(/posting_shareholder_id_foreign/);
  const [classA] = await query<{ id: string }>(`select id from share_class where company_id = ? and code = 'A'`, [company.id]);
  await expect(query('delete from share_class where id = ?', [classA!.id])).rejects.toThrow(/posting_share_class_id_foreign/);

  // Rows the read model should not have (a holder without postings) go with their holder, and with their class.
  const [common] = await query<{ id: string }>(`select id from share_class where company_id = ? and code = 'COMMON'`, [company.id]);
  const [spare] = await query<{ id: string }>(`insert into share_class (id, company_id, code, votes_per_share, created_at) select gen_random_uuid(), company_id, 'B', votes_per_share, now() from share_class where id = ? returning id`, [common!.id]);
  await query(`insert into holding (shareholder_id, share_class_id, company_id, shares, share_numbers) values (?, ?, ?, 5, '1-5'), (?, ?, ?, 5, '6-10')`, [per, common!.id, company.id, per, spare!.id, company.id]);
  await query(`insert into holding (shareholder_id, share_class_id, company_id, shares, share_numbers) values (?, ?, ?, 1, '1')`, [kari, spare!.id, company.id]);
  await query(`insert into shareholder_total (shareholder_id, company_id, shares, votes) values (?, ?, 10, 10)`, [per, company.id]);
  const holders = async () => (await query<{ holders: string }>('select holders from company_register_total where company_id = ?', [company.id]))[0]!.holders;
  expect(await holders()).toBe('2');

  await query('delete from share_class where id = ?', [spare!.id]);
  expect([await count('holding', per), await count('holding', kari)]).toEqual([1, 2]);
  await query('delete from shareholder where id = ?', [per]);
  expect([await count('holding', per), await count('shareholder_total', per)]).toEqual([0, 0]);
  expect(await holders()).toBe('1');
});
