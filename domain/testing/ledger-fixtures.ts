import { incorporation } from '../src/register/ledger/incorporation';
import type { LedgerTransaction } from '../src/register/ledger/ledger-transaction';
import { applyTransaction, emptyRegister, holdingOf, type RegisterState } from '../src/register/ledger/register-state';
import { formatShareNumbers } from '../src/register/ledger/share-number-intervals';

/** For tests: applies transactions one after the other. */
export const after = (state: RegisterState, ...transactions: LedgerTransaction[]): RegisterState => transactions.reduce((current, transaction) => applyTransaction(current, transaction), state);

/** For tests: nominal 10; class A (1 vote) alice 1-100, bob 101-150; class B (0.1 vote) carol 151-200. */
export const openedRegister = (): RegisterState =>
  after(
    emptyRegister(),
    incorporation(emptyRegister(), {
      nominalValue: '10',
      shareClasses: [
        { shareClassId: 'A', votesPerShare: '1' },
        { shareClassId: 'B', votesPerShare: '0.1' },
      ],
      allocations: [
        { shareholderId: 'alice', shareClassId: 'A', numberOfShares: 100n },
        { shareholderId: 'bob', shareClassId: 'A', numberOfShares: 50n },
        { shareholderId: 'carol', shareClassId: 'B', numberOfShares: 50n },
      ],
    }),
  );

/** For tests: a holding's share numbers as the register shows them. */
export const numbersOf = (state: RegisterState, shareholderId: string, shareClassId: string): string =>
  formatShareNumbers(holdingOf(state, shareholderId, shareClassId));
