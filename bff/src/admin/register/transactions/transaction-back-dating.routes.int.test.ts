import { Company, recomputeRegister, snapshotSpacing } from '@andel/domain/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { openTestRegister } from '../../../../testing/register-test-setup';

let t: TestApp;
let r: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '912345674';
const h = (index: number) => r.holders[index]!;
const gift = (date: string, from: number, to: number, numberOfShares: number, sharetypeId = r.classA) =>
  r.record('transfer', date, { transactionType: 'GIFT', fromShareholderId: h(from), toShareholderId: h(to), sharetypeId, numberOfShares });
const created = async (response: Response) => {
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};
const list = () => r.admin.get(`/api/company/${orgNo}/shareholders/list?range=${encodeURIComponent('[0,99]')}`).then((response) => response.json());
const dates = ['2025-02-15', '2025-03-15', '2025-04-10', '2025-04-20', '2025-05-15', '2025-06-15'];
/** The register now and as of past dates, and the list: what a full replay must leave as it is. */
const everything = () => Promise.all([r.register(), list(), ...dates.map((date) => r.register(date))]);

beforeAll(async () => {
  // A snapshot every third entry: the back-dated entries below fall after the latest one.
  snapshotSpacing.entries = 3;
  t = await createTestApp();
  r = await openTestRegister(t, orgNo, 6);
  await created(
    await r.record('shareholdingperdate', '2025-01-01', {
      nominalValue: '1',
      shareAllocation: [
        { shareholderId: h(0), sharetypeId: r.classA, numberOfShares: 1000 },
        { shareholderId: h(1), sharetypeId: r.classB, numberOfShares: 500 },
      ],
    }),
  );
  await created(await gift('2025-02-01', 0, 1, 100));
  await created(await gift('2025-03-01', 1, 2, 50)); // sequence 3: a snapshot as of 2025-03-01
  await created(await gift('2025-05-01', 0, 3, 10));
  await created(await gift('2025-06-01', 2, 4, 20));
});
afterAll(() => t.close());

describe('an entry dated before the last one, after the latest snapshot', () => {
  it('is checked against the later entries and leaves the read model a full replay gives', async () => {
    const entry = await created(await gift('2025-04-01', 1, 5, 30));
    expect(entry).toMatchObject({ laterTransactions: 2 });
    expect(await r.numbers()).toEqual({ '0A': '111-1000', '1A': '81-100', '1B': '1001-1500', '2A': '21-50', '3A': '101-110', '4A': '1-20', '5A': '51-80' });
    expect(await r.numbers('2025-04-10')).toEqual({ '0A': '101-1000', '1A': '81-100', '1B': '1001-1500', '2A': '1-50', '5A': '51-80' });
    // That was the sixth entry: it took a snapshot as of the last date, so this one, of the other class, replays in full.
    await created(await gift('2025-04-15', 1, 2, 100, r.classB));
    const before = await everything();
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
    await recomputeRegister({ em: t.orm.em.fork(), company });
    expect(await everything()).toEqual(before);
    expect(await r.admin.get(`/api/transactionlog/verify/${orgNo}`).then((response) => response.json())).toMatchObject({ ok: true, entries: 7 });
  });

  it('is refused, naming the later entry, when a later entry no longer holds, and changes nothing', async () => {
    const later = await created(await gift('2025-07-01', 3, 0, 10));
    const before = await everything();
    // The recomputation left snapshots as of 2025-03-01 and 2025-05-01: the replay starts from the second.
    const refused = await gift('2025-06-20', 3, 5, 5);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({ code: 'insufficientShares', params: { entryId: later.id } });
    expect(await everything()).toEqual(before);
  });

  it('before an issue, replays from the latest snapshot and still leaves what a full replay gives', async () => {
    await created(await gift('2025-08-15', 0, 4, 5)); // the ninth entry: a snapshot as of 2025-08-15
    await created(await r.record('issue', '2025-09-15', { shareAllocation: [{ shareholderId: h(5), sharetypeId: r.classA, numberOfShares: 10, sharePrice: '2' }] }));
    expect(await created(await gift('2025-09-01', 0, 2, 3))).toMatchObject({ laterTransactions: 1 });
    expect(await r.numbers('2025-09-10')).toMatchObject({ '0A': '109-1000', '2A': '21-50,106-108', '5A': '51-80' });
    const before = await everything();
    const company = await t.orm.em.fork().findOneOrFail(Company, { organisationNumber: orgNo });
    await recomputeRegister({ em: t.orm.em.fork(), company });
    expect(await everything()).toEqual(before);
  });
});
