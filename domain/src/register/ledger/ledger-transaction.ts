import type { ShareInterval } from './share-number-intervals';

/** A shareholder's account, or the company's issuer account (one per class: a posting names its class). */
export type Account = { kind: 'HOLDER'; shareholderId: string } | { kind: 'ISSUER' };

/**
 * One row of the postings table: a signed quantity of one class on one account, with the share numbers it
 * covers (|quantity| = interval length). Per class, the postings of a transaction cover every share number
 * as often with + as with −, so each transaction balances to zero per class and per number.
 */
export type LedgerPosting = { account: Account; shareClassId: string; quantity: bigint; interval: ShareInterval };

export type DividendPayment = { shareholderId: string; exactAmount: string; amount: string };

/**
 * The facts of a transaction that are not postings, stored with the log entry header (JSON: no bigints).
 * The first four change the register state; the rest are record-only.
 */
export type StateChange =
  | { kind: 'nominalValue'; nominalValue: string }
  | { kind: 'shareClass'; shareClassId: string; votesPerShare: string }
  | { kind: 'renumbering' }
  | { kind: 'liquidation' }
  | {
      kind: 'dividend';
      amountsPerShare: { shareClassId: string; amountPerShare: string }[];
      payments: DividendPayment[];
      exactTotal: string;
      total: string;
    }
  | { kind: 'groupContribution'; amount: string; counterparty: string | null }
  | { kind: 'merger'; absorbedCompany: string }
  | { kind: 'isinConversion'; isin: string };

/** What every transaction function returns, and what a log entry stores. */
export type LedgerTransaction = { postings: LedgerPosting[]; stateChanges: StateChange[] };

/** The holders a transaction's postings name, each once. */
export const holdersPostedIn = ({ postings }: Pick<LedgerTransaction, 'postings'>): string[] => [
  ...new Set(postings.flatMap(({ account }) => (account.kind === 'HOLDER' ? [account.shareholderId] : []))),
];

/** Issues and nominal-value increases may await registration in the business register (seed section 4). */
export type PendingLedgerTransaction = LedgerTransaction & { isPending: boolean };

export const holderAccount = (shareholderId: string): Account => ({ kind: 'HOLDER', shareholderId });
export const issuerAccount: Account = { kind: 'ISSUER' };

/** A debit on `from` and a credit on `to` for each interval. */
export const movePostings = (from: Account, to: Account, shareClassId: string, intervals: readonly ShareInterval[]): LedgerPosting[] =>
  intervals.flatMap((interval) => {
    const quantity = interval.to - interval.from + 1n;
    return [
      { account: from, shareClassId, quantity: -quantity, interval },
      { account: to, shareClassId, quantity, interval },
    ];
  });
