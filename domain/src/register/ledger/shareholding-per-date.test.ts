import { describe, expect, it } from 'vitest';
import { emptyRegister } from './register-state';
import { shareholdingPerDate, type ShareholdingPerDateCommand } from './shareholding-per-date';
import { parseShareNumbers } from './share-number-intervals';
import { after, numbersOf, openedRegister } from '../../../testing/ledger-fixtures';

const command = (overrides: Partial<ShareholdingPerDateCommand> = {}): ShareholdingPerDateCommand => ({
  nominalValue: '0.5',
  shareClasses: [{ shareClassId: 'A', votesPerShare: '1.00000' }],
  allocations: [
    { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 600n },
    { shareholderId: 'bob', shareClassId: 'A', numberOfShares: 400n },
  ],
  ...overrides,
});
const open = (overrides: Partial<ShareholdingPerDateCommand> = {}) => shareholdingPerDate(emptyRegister(), command(overrides));
const code = (overrides: Partial<ShareholdingPerDateCommand>) => {
  try {
    open(overrides);
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'accepted';
};

describe('shareholding per date', () => {
  it('numbers holdings 1..N in the order given: alice 1-600, bob 601-1000', () => {
    const transaction = open();
    const state = after(emptyRegister(), transaction);
    expect(numbersOf(state, 'alice', 'A')).toBe('1-600');
    expect(numbersOf(state, 'bob', 'A')).toBe('601-1000');
    expect(state.nominalValue).toBe('0.5');
    expect(state.highestShareNumber).toBe(1000n);
    expect(state.shareClasses.A?.votesPerShare).toBe('1');
    // The issuer's side once for the run 1-1000, then each holder's credit.
    expect(transaction.postings.map(({ account, quantity, interval }) => [account.kind === 'HOLDER' ? account.shareholderId : 'issuer', quantity, `${interval.from}-${interval.to}`])).toEqual([
      ['issuer', -1000n, '1-1000'],
      ['alice', 600n, '1-600'],
      ['bob', 400n, '601-1000'],
    ]);
  });

  it("debits the issuer once per class and run of numbers when classes take turns", () => {
    const transaction = open({
      shareClasses: ['A', 'B'].map((shareClassId) => ({ shareClassId, votesPerShare: '1' })),
      allocations: (
        [
          ['alice', 'A', 10n],
          ['alice', 'B', 5n],
          ['bob', 'A', 20n],
          ['carl', 'A', 30n],
        ] as const
      ).map(([shareholderId, shareClassId, numberOfShares]) => ({ shareholderId, shareClassId, numberOfShares })),
    });
    const issuer = transaction.postings.filter(({ account }) => account.kind === 'ISSUER').map(({ shareClassId, quantity, interval }) => [shareClassId, quantity, `${interval.from}-${interval.to}`]);
    expect(issuer).toEqual([
      ['A', -10n, '1-10'],
      ['A', -50n, '16-65'],
      ['B', -5n, '11-15'],
    ]);
    const state = after(emptyRegister(), transaction);
    expect([numbersOf(state, 'alice', 'A'), numbersOf(state, 'alice', 'B'), numbersOf(state, 'bob', 'A'), numbersOf(state, 'carl', 'A')]).toEqual(['1-10', '11-15', '16-35', '36-65']);
    expect(state.highestShareNumber).toBe(65n);
  });

  it('takes given share numbers, the highest number given becomes the highest share number', () => {
    const state = after(
      emptyRegister(),
      open({
        allocations: [
          { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 600n, shareNumbers: parseShareNumbers('1-500, 901-1000') },
          { shareholderId: 'bob', shareClassId: 'A', numberOfShares: 400n, shareNumbers: parseShareNumbers('501-900') },
        ],
      }),
    );
    expect(numbersOf(state, 'alice', 'A')).toBe('1-500, 901-1000');
    expect(state.highestShareNumber).toBe(1000n);
  });

  it('accepts a nominal value of 0', () => expect(code({ nominalValue: '0' })).toBe('accepted'));

  it('refuses a second opening', () => expect(() => shareholdingPerDate(openedRegister(), command())).toThrow('multipleTransactions'));

  it.each<[string, Partial<ShareholdingPerDateCommand>, string]>([
    ['no nominal value', { nominalValue: null }, 'nominalValueMissing'],
    ['a negative nominal value', { nominalValue: '-1' }, 'nominalValueMissing'],
    ['a nominal value with 5 decimals', { nominalValue: '0.12345' }, 'invalidNominalValue'],
    ['votes with 6 decimals', { shareClasses: [{ shareClassId: 'A', votesPerShare: '0.123456' }] }, 'invalidVotesPerShare'],
    ['no holding with shares', { allocations: [{ shareholderId: 'alice', shareClassId: 'A', numberOfShares: 0n }] }, 'missingSharesPerShareholderError'],
    ['a negative count', { allocations: [{ shareholderId: 'alice', shareClassId: 'A', numberOfShares: -1n }] }, 'invalidNumberOfShares'],
    ['an undefined class', { allocations: [{ shareholderId: 'alice', shareClassId: 'Z', numberOfShares: 1n }] }, 'unknownShareClass'],
    [
      'share numbers for some holders only',
      {
        allocations: [
          { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 2n, shareNumbers: parseShareNumbers('1-2') },
          { shareholderId: 'bob', shareClassId: 'A', numberOfShares: 1n },
        ],
      },
      'shareNumbers.missing',
    ],
    [
      'share numbers that do not add up to the holding',
      { allocations: [{ shareholderId: 'alice', shareClassId: 'A', numberOfShares: 3n, shareNumbers: parseShareNumbers('1-2') }] },
      'shareNumbers.sumMismatch',
    ],
    [
      'two holders with the same numbers',
      {
        allocations: [
          { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 2n, shareNumbers: parseShareNumbers('1-2') },
          { shareholderId: 'bob', shareClassId: 'A', numberOfShares: 2n, shareNumbers: parseShareNumbers('2-3') },
        ],
      },
      'shareNumbers.invalid',
    ],
  ])('refuses %s', (_, overrides, expected) => expect(code(overrides)).toBe(expected));
});
