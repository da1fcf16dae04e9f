import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationOfShares } from './cancellation-of-shares';
import { conversionOfShares } from './conversion-of-shares';
import { Dec } from './decimal';
import { registerView } from './holdings';
import { incorporation } from './incorporation';
import { issue } from './issue';
import type { LedgerTransaction } from './ledger-transaction';
import { liquidation } from './liquidation';
import { allHoldings, applyTransaction, copyRegister, emptyRegister, outstandingShares, type RegisterState } from './register-state';
import { onlyMovesNumbers, replay, replayAsOf, replayInStretches, undoEntries, type LedgerEntry } from './replay';
import { reverseSplit } from './reverse-split';
import { countShares } from './share-number-intervals';
import { split } from './split';
import { transfer, transferTypes } from './transfer';

const holders = ['h1', 'h2', 'h3', 'h4'];
const classIds = ['A', 'B'];
const stepKinds = ['issue', 'transfer', 'split', 'reverseSplit', 'cancellation', 'conversion'] as const;
type Step = { kind: (typeof stepKinds)[number]; a: number; b: number; c: number; days: number };

const stepArbitrary = fc.record({ kind: fc.constantFrom(...stepKinds), a: fc.nat(99), b: fc.nat(99), c: fc.nat(99), days: fc.nat(2) });
const scenarioArbitrary = fc.record({
  nominalValue: fc.constantFrom('1', '0.5', '12', '100'),
  opening: fc.array(fc.record({ holder: fc.nat(3), shareClass: fc.nat(1), shares: fc.integer({ min: 1, max: 20 }) }), { minLength: 1, maxLength: 4 }),
  steps: fc.array(stepArbitrary, { maxLength: 12 }),
  liquidate: fc.boolean(),
  stretchLength: fc.integer({ min: 1, max: 4 }),
});

/** A valid command for the step in this state, with the total number of shares it must leave; null when the step does not apply. */
const interpret = (state: RegisterState, { kind, a, b, c }: Step): { transaction: LedgerTransaction; total: bigint } | null => {
  const total = outstandingShares(state);
  const holdings = allHoldings(state);
  const picked = holdings[a % Math.max(holdings.length, 1)];
  const count = picked ? (BigInt(c) % countShares(picked.intervals)) + 1n : 0n;
  switch (kind) {
    case 'issue': {
      const lines = Array.from({ length: 1 + (a % 2) }, (_, index) => ({
        shareholderId: holders[(b + index) % holders.length]!,
        shareClassId: classIds[(c + index) % classIds.length]!,
        numberOfShares: BigInt(1 + ((a + 7 * index) % 10)),
        sharePrice: state.nominalValue!,
      }));
      return { transaction: issue(state, { lines }), total: total + lines.reduce((sum, line) => sum + line.numberOfShares, 0n) };
    }
    case 'transfer': {
      if (!picked) return null;
      const transactionType = transferTypes[b % transferTypes.length]!;
      const toShareholderId = holders[(holders.indexOf(picked.shareholderId) + 1 + (b % 3)) % holders.length]!;
      const command = { transactionType, fromShareholderId: picked.shareholderId, toShareholderId, shareClassId: picked.shareClassId, numberOfShares: count, pricePerShare: '1.5' };
      return { transaction: transfer(state, command), total };
    }
    case 'cancellation':
      if (!picked) return null;
      return { transaction: cancellationOfShares(state, { ...picked, numberOfShares: count }), total: total - count };
    case 'conversion': {
      if (!picked) return null;
      const toShareClassId = classIds.find((shareClassId) => shareClassId !== picked.shareClassId)!;
      const command = { shareholderId: picked.shareholderId, fromShareClassId: picked.shareClassId, toShareClassId, numberOfShares: count };
      return { transaction: conversionOfShares(state, command), total };
    }
    case 'split': {
      const factor = [2n, 4n, 5n, 10n][b % 4]!;
      const command = { ratio: { from: 1n, to: factor } };
      if (new Dec(state.nominalValue!).dividedBy(factor.toString()).decimalPlaces() > 4) {
        expect(() => split(state, command)).toThrow('illegalSplitRatio');
        return null;
      }
      return { transaction: split(state, command), total: total * factor };
    }
    case 'reverseSplit': {
      const factor = [2n, 3n, 5n][b % 3]!;
      const command = { ratio: { from: factor, to: 1n } };
      if (holdings.some((holding) => countShares(holding.intervals) % factor !== 0n)) {
        expect(() => reverseSplit(state, command)).toThrow('illegalSplitRatio');
        return null;
      }
      return { transaction: reverseSplit(state, command), total: total / factor };
    }
  }
};

const expectBalanced = ({ postings }: LedgerTransaction) => {
  const perClass = new Map<string, bigint>();
  for (const { shareClassId, quantity } of postings) perClass.set(shareClassId, (perClass.get(shareClassId) ?? 0n) + quantity);
  for (const sum of perClass.values()) expect(sum).toBe(0n);
};

const expectValidHoldings = (state: RegisterState) => {
  const intervals = allHoldings(state)
    .flatMap((holding) => {
      expect(countShares(holding.intervals)).toBeGreaterThan(0n);
      return holding.intervals;
    })
    .sort((x, y) => (x.from < y.from ? -1 : 1));
  intervals.forEach((interval, index) => {
    expect(interval.from).toBeGreaterThanOrEqual(1n);
    expect(interval.to).toBeGreaterThanOrEqual(interval.from);
    expect(interval.to).toBeLessThanOrEqual(state.highestShareNumber);
    if (index > 0) expect(interval.from).toBeGreaterThan(intervals[index - 1]!.to);
  });
  expect(registerView(state).totalShares).toBe(outstandingShares(state));
};

describe('the ledger, for random valid command sequences', () => {
  it('balances, never overdraws, keeps totals, replays to the same register at every date, and undoes moves', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ nominalValue, opening, steps, liquidate, stretchLength }) => {
        const shareClasses = [
          { shareClassId: 'A', votesPerShare: '1' },
          { shareClassId: 'B', votesPerShare: '0.12345' },
        ];
        const allocations = opening.map(({ holder, shareClass, shares }) => ({
          shareholderId: holders[holder]!,
          shareClassId: classIds[shareClass]!,
          numberOfShares: BigInt(shares),
        }));
        const entries: LedgerEntry[] = [];
        const states: RegisterState[] = [];
        let state = emptyRegister();
        let day = 0;
        const record = (transaction: LedgerTransaction, total: bigint, days: number) => {
          expectBalanced(transaction);
          state = applyTransaction(state, transaction);
          day += days;
          entries.push({ id: `e${entries.length + 1}`, sequence: entries.length + 1, transactionDate: new Date(Date.UTC(2024, 0, 1 + day, 12)), ...transaction });
          states.push(state);
          expectValidHoldings(state);
          expect(outstandingShares(state)).toBe(total);
          expect(replay(entries)).toEqual(state);
          expect(replay([...entries].reverse())).toEqual(state);
        };

        const openingTotal = allocations.reduce((sum, allocation) => sum + allocation.numberOfShares, 0n);
        record(incorporation(state, { nominalValue, shareClasses, allocations }), openingTotal, 0);
        for (const step of steps) {
          const interpreted = interpret(state, step);
          if (interpreted) record(interpreted.transaction, interpreted.total, step.days);
        }
        if (liquidate) record(liquidation(state), 0n, 1);

        const middle = entries[Math.floor(entries.length / 2)]!.transactionDate;
        const lastUpToMiddle = entries.findLastIndex((entry) => entry.transactionDate.getTime() <= middle.getTime());
        expect(replayAsOf(entries, middle)).toEqual(states[lastUpToMiddle]);

        // Undoing the entries after the last one that does more than move numbers gives the register as of its date.
        const lastDate = entries.findLast((entry) => !onlyMovesNumbers(entry))!.transactionDate;
        expect(undoEntries(entries.filter((entry) => entry.transactionDate > lastDate), state)).toEqual(replayAsOf(entries, lastDate));

        // A snapshot taken at any pause of a replay is the register of its date, and replaying the later entries on it gives today's.
        const stretches = replayInStretches(entries, emptyRegister(), stretchLength);
        for (let step = stretches.next(); ; step = stretches.next()) {
          if (step.done) {
            expect(step.value).toEqual(state);
            break;
          }
          const { asOf, highestSequence } = step.value;
          const snapshot = copyRegister(step.value.state);
          const upTo = entries.filter((entry) => entry.transactionDate <= asOf);
          expect(snapshot).toEqual(replay(upTo));
          expect(highestSequence).toBe(Math.max(...upTo.map((entry) => entry.sequence)));
          expect(replay(entries.filter((entry) => entry.transactionDate > asOf), snapshot)).toEqual(state);
        }
      }),
      { numRuns: 100 },
    );
  });
});
