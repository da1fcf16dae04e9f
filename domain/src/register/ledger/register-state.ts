import { fitsDecimal } from '../../kernel/validation/bounded-decimal';
import { LedgerError } from './ledger-error';
import type { LedgerTransaction, LedgerPosting, StateChange } from './ledger-transaction';
import {
  containsIntervals,
  countShares,
  intersectIntervals,
  normalizeIntervals,
  subtractIntervals,
  type ShareInterval,
} from './share-number-intervals';

/** Holders with shares only: a holder whose last share of the class left has no entry. */
export type ShareClassState = { votesPerShare: string; holdings: ReadonlyMap<string, readonly ShareInterval[]> };

/**
 * The register after replaying the log. Share numbers run per company across all classes, as in a Norwegian
 * register: `highestShareNumber` is the highest number handed out since the last renumbering (split), and
 * numbers of cancelled shares are not handed out again.
 */
export type RegisterState = {
  nominalValue: string | null;
  highestShareNumber: bigint;
  shareClasses: Readonly<Record<string, ShareClassState>>;
  isLiquidated: boolean;
};

export const emptyRegister = (): RegisterState => ({ nominalValue: null, highestShareNumber: 0n, shareClasses: {}, isLiquidated: false });

/** No nominal value, no number handed out, no holding: classes may be defined before the register opens. */
export const isEmptyRegister = (state: RegisterState): boolean =>
  state.nominalValue === null && state.highestShareNumber === 0n && Object.values(state.shareClasses).every((shareClass) => shareClass.holdings.size === 0);

export const assertNotLiquidated = (state: RegisterState): void => {
  if (state.isLiquidated) throw new LedgerError('companyLiquidated');
};

export const holdingOf = (state: RegisterState, shareholderId: string, shareClassId: string): readonly ShareInterval[] =>
  state.shareClasses[shareClassId]?.holdings.get(shareholderId) ?? [];

/** Every holding, ordered by its lowest share number. */
export const allHoldings = (state: RegisterState) =>
  Object.entries(state.shareClasses)
    .flatMap(([shareClassId, { holdings }]) =>
      [...holdings].map(([shareholderId, intervals]) => ({ shareholderId, shareClassId, intervals })),
    )
    .sort((a, b) => (a.intervals[0]!.from < b.intervals[0]!.from ? -1 : 1));

export const outstandingShares = (state: RegisterState): bigint =>
  allHoldings(state).reduce((sum, holding) => sum + countShares(holding.intervals), 0n);

/** Per class, the + and − postings must cover each share number equally often; |quantity| is the interval length. */
const assertBalanced = (postings: readonly LedgerPosting[]): void => {
  const edges = new Map<string, Map<bigint, bigint>>();
  for (const { shareClassId, quantity, interval } of postings) {
    if (interval.from < 1n || interval.to < interval.from) throw new LedgerError('invalidPosting');
    const size = interval.to - interval.from + 1n;
    if (quantity !== size && quantity !== -size) throw new LedgerError('invalidPosting');
    const sign = quantity > 0n ? 1n : -1n;
    const classEdges = edges.get(shareClassId) ?? new Map<bigint, bigint>();
    classEdges.set(interval.from, (classEdges.get(interval.from) ?? 0n) + sign);
    classEdges.set(interval.to + 1n, (classEdges.get(interval.to + 1n) ?? 0n) - sign);
    edges.set(shareClassId, classEdges);
  }
  for (const [shareClassId, classEdges] of edges) {
    let coverage = 0n;
    for (const point of [...classEdges.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
      coverage += classEdges.get(point)!;
      if (coverage !== 0n) throw new LedgerError('unbalancedPostings', { shareClassId });
    }
  }
};

type HoldingChange = { shareClassId: string; shareholderId: string; intervals: ShareInterval[] };

/** The holder postings of one sign, grouped per class and holder. */
const holderIntervals = (postings: readonly LedgerPosting[], sign: 1n | -1n): HoldingChange[] => {
  const groups = new Map<string, HoldingChange>();
  for (const { account, shareClassId, quantity, interval } of postings) {
    if (account.kind !== 'HOLDER' || (quantity > 0n ? 1n : -1n) !== sign) continue;
    const key = JSON.stringify([shareClassId, account.shareholderId]);
    const group = groups.get(key) ?? { shareClassId, shareholderId: account.shareholderId, intervals: [] };
    group.intervals.push(interval);
    groups.set(key, group);
  }
  return [...groups.values()];
};

const normalizedOr = (intervals: readonly ShareInterval[], error: () => LedgerError): ShareInterval[] => {
  try {
    return normalizeIntervals(intervals);
  } catch {
    throw error();
  }
};

/**
 * Applies one transaction's postings. All debits come before all credits, so a renumbering can hand out
 * numbers its holders just gave back. A holder can only give numbers it holds (`insufficientShares`, so no
 * balance goes negative) and only receive numbers nobody holds in any class (`shareNumberTaken`).
 * `inPlace` changes the holdings maps of `state` instead of copying them: for a replay that owns its state,
 * where copying every holder's map for each entry would cost entries × holders.
 */
export const applyPostings = (state: RegisterState, postings: readonly LedgerPosting[], inPlace = false): RegisterState => {
  assertBalanced(postings);
  for (const { shareClassId } of postings)
    if (!state.shareClasses[shareClassId]) throw new LedgerError('unknownShareClass', { shareClassId });

  const shareClasses: Record<string, { votesPerShare: string; holdings: Map<string, readonly ShareInterval[]> }> = {};
  const working = (shareClassId: string) => {
    const original = state.shareClasses[shareClassId]!;
    return (shareClasses[shareClassId] ??= {
      votesPerShare: original.votesPerShare,
      holdings: inPlace ? (original.holdings as Map<string, readonly ShareInterval[]>) : new Map(original.holdings),
    });
  };
  const setHolding = (shareClassId: string, shareholderId: string, intervals: ShareInterval[]) => {
    const { holdings } = working(shareClassId);
    if (intervals.length > 0) holdings.set(shareholderId, intervals);
    else holdings.delete(shareholderId);
  };

  for (const { shareClassId, shareholderId, intervals } of holderIntervals(postings, -1n)) {
    const insufficient = () => new LedgerError('insufficientShares', { shareholderId, shareClassId });
    const given = normalizedOr(intervals, insufficient);
    const held = working(shareClassId).holdings.get(shareholderId) ?? [];
    if (!containsIntervals(held, given)) throw insufficient();
    setHolding(shareClassId, shareholderId, subtractIntervals(held, given));
  }

  const credits = holderIntervals(postings, 1n);
  const taken = () => new LedgerError('shareNumberTaken');
  normalizedOr(credits.flatMap((credit) => credit.intervals), taken);
  const issued = postings.filter((posting) => posting.account.kind === 'ISSUER' && posting.quantity < 0n);
  // Balance per number means every credited number was debited in its class; a holder's debit proves it free,
  // so only numbers the issuer hands out need the (costlier) check against every holding.
  if (issued.length > 0) {
    const afterDebits = { ...state, shareClasses: { ...state.shareClasses, ...shareClasses } };
    const held = normalizeIntervals(allHoldings(afterDebits).flatMap((holding) => holding.intervals));
    if (intersectIntervals(held, normalizedOr(issued.map((posting) => posting.interval), taken)).length > 0) throw taken();
  }
  for (const { shareClassId, shareholderId, intervals } of credits)
    setHolding(shareClassId, shareholderId, normalizeIntervals([...(working(shareClassId).holdings.get(shareholderId) ?? []), ...intervals]));

  const highestShareNumber = issued.reduce((highest, { interval }) => (interval.to > highest ? interval.to : highest), state.highestShareNumber);
  return { ...state, highestShareNumber, shareClasses: { ...state.shareClasses, ...shareClasses } };
};

const applyStateChange = (state: RegisterState, change: StateChange): RegisterState => {
  switch (change.kind) {
    case 'nominalValue':
      return { ...state, nominalValue: change.nominalValue };
    case 'shareClass': {
      const holdings = state.shareClasses[change.shareClassId]?.holdings ?? new Map();
      return { ...state, shareClasses: { ...state.shareClasses, [change.shareClassId]: { votesPerShare: change.votesPerShare, holdings } } };
    }
    case 'renumbering':
      return { ...state, highestShareNumber: 0n };
    case 'liquidation':
      return { ...state, isLiquidated: true };
    case 'dividend':
    case 'groupContribution':
    case 'merger':
    case 'isinConversion':
      return state;
  }
};

export const applyStateChanges = (state: RegisterState, changes: readonly StateChange[]): RegisterState =>
  changes.reduce(applyStateChange, state);

/**
 * State changes first (a class must exist before its postings; a renumbering restarts the numbers), then postings.
 * A liquidated register takes nothing more.
 */
export const applyTransaction = (state: RegisterState, transaction: LedgerTransaction, inPlace = false): RegisterState => {
  assertNotLiquidated(state);
  const changed = applyStateChanges(state, transaction.stateChanges);
  if (changed.nominalValue !== state.nominalValue && changed.nominalValue !== null && !fitsDecimal(changed.nominalValue, nominalValueColumn))
    throw new LedgerError('nominalValueTooLarge');
  const after = applyPostings(changed, transaction.postings, inPlace);
  if (after.highestShareNumber > maxShareNumber) throw new LedgerError('tooManyShares');
  return after;
};

/** Share numbers and counts are PostgreSQL bigints. */
export const maxShareNumber = 2n ** 63n - 1n;
/** The register head's and snapshots' `numeric(24, 4)`. */
export const nominalValueColumn = { precision: 24, scale: 4 } as const;

/** A copy whose holdings maps are its own, so it can be changed in place. */
export const copyRegister = (state: RegisterState): RegisterState => ({
  ...state,
  shareClasses: Object.fromEntries(Object.entries(state.shareClasses).map(([id, { votesPerShare, holdings }]) => [id, { votesPerShare, holdings: new Map(holdings) }])),
});
