import { describe, expect, it } from 'vitest';
import { transactionTypes } from '../log/log-entry-types';
import { transactionPathTypes } from './transaction-types';
import { transactionSlugOf, transactionSlugs } from './transaction-slugs';
import { defaultTime } from '../../kernel/validation/time';
import { instantOfDayAndTime } from '../../kernel/format/date';
import { ZShareholdingPerDateSchema, ZShareSplitSchema, ZTransactionChangeSchema, ZTransferSchema } from './transaction.schemas';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const base = { organizationnumber: '928471632', transactionDate: '2026-03-01' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('transaction schemas', () => {
  it('give every path type a schema, and every type but the auto-import a path', () => {
    expect(Object.keys(transactionSlugs).sort()).toEqual([...transactionPathTypes].sort());
    expect(transactionTypes.filter((type) => transactionSlugOf(type) === null)).toEqual(['AUTOIMPORT']);
    expect(transactionSlugOf('GIFT')).toBe('transfer');
  });

  it('read a bare date as 12:00 in Norway (the form\'s untouched time) and share counts as bigints', () => {
    const parsed = ZTransferSchema.parse({ ...base, transactionType: 'GIFT', fromShareholderId: id(1), toShareholderId: id(2), sharetypeId: id(3), numberOfShares: '25' });
    expect(parsed).toMatchObject({ transactionDate: '2026-03-01T11:00:00.000Z', numberOfShares: 25n });
  });

  it('require a price for a sale', () => {
    const sale = ZTransferSchema.safeParse({ ...base, transactionType: 'BUY_SELL', fromShareholderId: id(1), toShareholderId: id(2), sharetypeId: id(3), numberOfShares: 1 });
    expect(firstMessage(sale)).toBe('required');
  });

  it('check declared totals per class against the allocation', () => {
    const opening = (total: number) =>
      ZShareholdingPerDateSchema.safeParse({
        ...base,
        nominalValue: '1,5',
        shareAllocation: [{ shareholderId: id(1), sharetypeId: id(3), numberOfShares: 600 }],
        shareClassTotals: [{ sharetypeId: id(3), numberOfShares: total }],
      });
    expect(opening(600).success).toBe(true);
    expect(firstMessage(opening(601))).toBe('shareSumError');
    expect(firstMessage(opening(0))).toBe('missingSharesPerShareTypeError');
  });

  it('take a split ratio that increases the shares', () => {
    expect(ZShareSplitSchema.safeParse({ ...base, ratioFrom: 1, ratioTo: 10 }).success).toBe(true);
    expect(firstMessage(ZShareSplitSchema.safeParse({ ...base, ratioFrom: 10, ratioTo: 1 }))).toBe('illegalSplitRatio');
  });

  it('tell a date change from a nominal-value change', () => {
    expect(ZTransactionChangeSchema.parse({ nominalValue: '2.5' })).toEqual({ nominalValue: '2.5' });
    expect(ZTransactionChangeSchema.parse({ transactionDate: '2026-01-02' })).toEqual({ transactionDate: '2026-01-02T11:00:00.000Z' });
    expect(ZTransactionChangeSchema.parse({ transactionDate: '2026-07-02' })).toEqual({ transactionDate: '2026-07-02T10:00:00.000Z' });
    expect(ZTransactionChangeSchema.parse({ transactionDate: '2026-07-02' })).toEqual({ transactionDate: instantOfDayAndTime('2026-07-02', defaultTime) });
    expect(ZTransactionChangeSchema.safeParse({ transactionDate: '0000-01-01' }).success).toBe(false);
    expect(ZTransactionChangeSchema.safeParse({ transactionDate: '2026-02-30' }).success).toBe(false);
  });
});
