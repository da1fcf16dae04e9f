import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error';
import { issueShares, shareholdingPerDate, transferShares } from './ledger-commands';
import type { HashedPosting } from './log-hash';
import { countShares, formatShareRuns, normaliseRuns, subtractRuns, type ShareRun } from './share-numbers';

const holders = ['h1', 'h2', 'h3', 'h4'];
const classes = ['A', 'B'];
type Holdings = Map<string, ShareRun[]>;
const key = (holder: string, shareClass: string) => `${holder}|${shareClass}`;

/** What the read model does: apply each posting to the holder's runs, refusing a negative holding. */
const apply = (holdings: Holdings, postings: readonly HashedPosting[]): Holdings => {
  const next = new Map(holdings);
  for (const posting of postings) {
    if (!posting.shareholderId) continue;
    const k = key(posting.shareholderId, posting.shareTypeId);
    const run = { from: posting.numberFrom, to: posting.numberTo };
    const runs = next.get(k) ?? [];
    const updated = posting.quantity > 0n ? normaliseRuns([...runs, run]) : subtractRuns(runs, [run]);
    if (!updated) throw new Error('negative holding');
    next.set(k, updated);
  }
  return next;
};

const total = (holdings: Holdings) => [...holdings.values()].reduce((sum, runs) => sum + countShares(runs), 0n);

const operation = fc.oneof(
  fc.record({ kind: fc.constant('issue' as const), holder: fc.constantFrom(...holders), shareClass: fc.constantFrom(...classes), count: fc.integer({ min: 0, max: 50 }) }),
  fc.record({
    kind: fc.constant('transfer' as const),
    from: fc.constantFrom(...holders),
    to: fc.constantFrom(...holders),
    shareClass: fc.constantFrom(...classes),
    count: fc.integer({ min: 1, max: 80 }),
  }),
);

describe('ledger properties', () => {
  it('balances every transaction, never goes negative, keeps numbers unique, and creates shares only by issue', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ holder: fc.constantFrom(...holders), shareClass: fc.constantFrom(...classes), count: fc.integer({ min: 1, max: 60 }) }), { minLength: 1, maxLength: 6 }),
        fc.array(operation, { maxLength: 30 }),
        (opening, operations) => {
          const allPostings: HashedPosting[][] = [];
          let highest = 0n;
          const first = shareholdingPerDate({
            isEmpty: true,
            nominalValue: '1',
            allocations: opening.map((o) => ({ shareholderId: o.holder, shareTypeId: o.shareClass, numberOfShares: BigInt(o.count) })),
          });
          highest = first.highestShareNumber;
          allPostings.push(first.postings);
          let holdings = apply(new Map(), first.postings);

          for (const op of operations) {
            const before = total(holdings);
            try {
              let postings: HashedPosting[];
              if (op.kind === 'issue') {
                const issued = issueShares({ nominalValue: '1', highestShareNumber: highest, isBonusIssue: false, lines: [{ shareholderId: op.holder, shareTypeId: op.shareClass, numberOfShares: BigInt(op.count), sharePrice: '2' }] });
                highest = issued.highestShareNumber;
                postings = issued.postings;
              } else {
                postings = transferShares({ sellerRuns: holdings.get(key(op.from, op.shareClass)) ?? [], fromShareholderId: op.from, toShareholderId: op.to, shareTypeId: op.shareClass, numberOfShares: BigInt(op.count) }).postings;
              }
              holdings = apply(holdings, postings);
              allPostings.push(postings);
              expect(total(holdings)).toBe(op.kind === 'issue' ? before + BigInt(op.count) : before);
            } catch (error) {
              if (!isDomainError(error)) throw error; // a refused command changes nothing
              expect(total(holdings)).toBe(before);
            }
          }

          for (const postings of allPostings)
            for (const shareClass of classes)
              expect(postings.filter((p) => p.shareTypeId === shareClass).reduce((sum, p) => sum + p.quantity, 0n)).toBe(0n);
          // Every share number is held by exactly one holder, across classes.
          const everyRun = [...holdings.values()].flat();
          expect(() => normaliseRuns(everyRun)).not.toThrow();
          expect(countShares(everyRun)).toBe(total(holdings));
          // Replaying all postings from nothing gives the same register.
          const replayed = apply(new Map(), allPostings.flat());
          const shown = (h: Holdings) => Object.fromEntries([...h].filter(([, runs]) => runs.length).map(([k, runs]) => [k, formatShareRuns(runs)]));
          expect(shown(replayed)).toEqual(shown(holdings));
        },
      ),
      { numRuns: 150 },
    );
  });
});
