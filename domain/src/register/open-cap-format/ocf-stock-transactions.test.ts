import { describe, expect, it } from 'vitest';
import { ocfStockTransactions, type OcfEntry, type OcfPosting } from './ocf-stock-transactions';

const posting = (shareholderId: string, quantity: number, numberFrom: number, numberTo: number): OcfPosting => ({
  shareholderId,
  shareClassId: 'A',
  quantity: BigInt(quantity),
  numberFrom: BigInt(numberFrom),
  numberTo: BigInt(numberTo),
});
const entry = (id: string, type: OcfEntry['type'], postings: OcfPosting[], price: string | null = null): OcfEntry => ({ id, type, date: '2025-01-01', postings, priceOf: () => price });
const summary = (transactions: Record<string, unknown>[]) =>
  transactions.map(({ object_type, security_id, stakeholder_id, quantity, share_numbers_issued, resulting_security_ids, balance_security_id }) => ({
    object_type, security_id, stakeholder_id, quantity, share_numbers_issued, resulting_security_ids, balance_security_id,
  }));

describe('the register as OCF stock transactions', () => {
  it('issues a security per run received, and a partial gift transfers part of it, issuing the balance to the giver', () => {
    const transactions = ocfStockTransactions(
      [entry('e1', 'SHAREHOLDING_PER_DATE', [posting('ola', 100, 1, 100)], '10'), entry('e2', 'GIFT', [posting('ola', -30, 41, 70), posting('kari', 30, 41, 70)])],
      'NOK',
    );
    expect(summary(transactions)).toEqual([
      { object_type: 'TX_STOCK_ISSUANCE', security_id: 'e1-security-1', stakeholder_id: 'ola', quantity: '100', share_numbers_issued: [{ starting_share_number: '1', ending_share_number: '100' }] },
      { object_type: 'TX_STOCK_ISSUANCE', security_id: 'e2-security-2', stakeholder_id: 'kari', quantity: '30', share_numbers_issued: [{ starting_share_number: '41', ending_share_number: '70' }] },
      { object_type: 'TX_STOCK_ISSUANCE', security_id: 'e2-security-3', stakeholder_id: 'ola', quantity: '40', share_numbers_issued: [{ starting_share_number: '1', ending_share_number: '40' }] },
      { object_type: 'TX_STOCK_ISSUANCE', security_id: 'e2-security-4', stakeholder_id: 'ola', quantity: '30', share_numbers_issued: [{ starting_share_number: '71', ending_share_number: '100' }] },
      { object_type: 'TX_STOCK_TRANSFER', security_id: 'e1-security-1', quantity: '30', resulting_security_ids: ['e2-security-2'], balance_security_id: 'e2-security-3' },
    ]);
    expect(transactions[0]).toMatchObject({ share_price: { amount: '10', currency: 'NOK' }, date: '2025-01-01' });
  });

  it('ends shares renumbered by a split with a cancellation and issues the new numbers', () => {
    const transactions = ocfStockTransactions(
      [entry('e1', 'SHAREHOLDING_PER_DATE', [posting('ola', 2, 1, 2), posting('kari', 2, 3, 4)]), entry('e2', 'SPLIT', [posting('ola', -2, 1, 2), posting('kari', -2, 3, 4), posting('ola', 4, 1, 4), posting('kari', 4, 5, 8)])],
      'NOK',
    );
    expect(summary(transactions).filter((item) => item.object_type !== 'TX_STOCK_ISSUANCE')).toEqual([
      { object_type: 'TX_STOCK_CANCELLATION', security_id: 'e1-security-1', quantity: '2' },
      { object_type: 'TX_STOCK_CANCELLATION', security_id: 'e1-security-2', quantity: '2' },
    ]);
    expect(transactions.filter((item) => item.object_type === 'TX_STOCK_ISSUANCE')).toHaveLength(4);
  });
});
