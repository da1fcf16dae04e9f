import { Dec, nominalValueDecimals, parseDecimal } from '../ledger/decimal';
import { LedgerError } from '../ledger/ledger-error';
import type { LedgerTransaction } from '../ledger/ledger-transaction';
import { cancellationOfShares } from '../ledger/cancellation-of-shares';
import { conversionFromIsin } from '../ledger/conversion-from-isin';
import { conversionOfShares } from '../ledger/conversion-of-shares';
import { groupContribution } from '../ledger/group-contribution';
import { incorporation } from '../ledger/incorporation';
import { increaseNominalValue } from '../ledger/increase-nominal-value';
import { issue } from '../ledger/issue';
import { liquidation } from '../ledger/liquidation';
import { merger } from '../ledger/merger';
import { payDividend } from '../ledger/pay-dividend';
import { reductionOfNominalValue } from '../ledger/reduction-of-nominal-value';
import type { RegisterState } from '../ledger/register-state';
import { reverseSplit } from '../ledger/reverse-split';
import { nothingPromised, type PromisedNumbers } from '../ledger/select-shares';
import { sellAll } from '../ledger/sell-all';
import { normalizeIntervals, parseShareNumbers, type ShareInterval } from '../ledger/share-number-intervals';
import { shareholdingPerDate, type ShareholdingPerDateCommand } from '../ledger/shareholding-per-date';
import { split } from '../ledger/split';
import { transfer } from '../ledger/transfer';
import type { TShareNumbers } from './transaction-fields.schemas';
import type { TShareholdingPerDate } from './transaction.schemas';
import type { TransactionInput } from './transaction-slugs';
import type { TransactionType } from '../log/log-entry-types';

export type RecordedTransaction = LedgerTransaction & { type: TransactionType; isPending: boolean };

/** Share numbers as entered: the seed's text or from/to intervals; nothing entered is undefined. */
const intervalsOf = (numbers: TShareNumbers | undefined): ShareInterval[] | undefined => {
  if (numbers === undefined) return undefined;
  const intervals = typeof numbers === 'string' ? parseShareNumbers(numbers) : normalizeIntervals(numbers);
  return intervals.length > 0 ? intervals : undefined;
};

const openingCommand = (input: TShareholdingPerDate): ShareholdingPerDateCommand => ({
  nominalValue: input.nominalValue,
  shareClasses: [],
  allocations: input.shareAllocation.map((line) => ({
    shareholderId: line.shareholderId,
    shareClassId: line.sharetypeId,
    numberOfShares: line.numberOfShares,
    shareNumbers: intervalsOf(line.sharenumberIntervals),
  })),
});

/** The nominal value moved by `change` (positive or negative), at most 4 decimals; `nominalValueMissing` before it is set. */
const nominalValueMovedBy = (state: RegisterState, change: string, sign: 1 | -1): string => {
  if (state.nominalValue === null) throw new LedgerError('nominalValueMissing');
  const moved = new Dec(state.nominalValue).plus(parseDecimal(change, 'invalidNominalValue', nominalValueDecimals).times(sign));
  if (moved.lessThanOrEqualTo(0)) throw new LedgerError('nominalValueError');
  return moved.toFixed();
};

const recorded = (type: TransactionType, transaction: LedgerTransaction, isPending = false): RecordedTransaction => ({ ...transaction, type, isPending });

/**
 * The ledger's pure rules applied to a request body, with the numbers later entries take from each holder when
 * the entry is back-dated (`promised`): which entry type it records, its postings and state changes. */
export const ledgerTransactionFor = (state: RegisterState, { kind, input }: TransactionInput, promised: PromisedNumbers = nothingPromised): RecordedTransaction => {
  switch (kind) {
    case 'shareholdingperdate':
      return recorded('SHAREHOLDING_PER_DATE', shareholdingPerDate(state, openingCommand(input)));
    case 'incorporation':
      return recorded('INCORPORATION', incorporation(state, openingCommand(input)));
    case 'issue': {
      const lines = input.shareAllocation.map((line) => ({ shareholderId: line.shareholderId, shareClassId: line.sharetypeId, numberOfShares: line.numberOfShares, sharePrice: line.sharePrice }));
      const { isPending, ...transaction } = issue(state, { lines, isBonusIssue: input.isBonusIssue, increaseType: input.increaseType, isPending: input.isPending, shareNominalValue: input.shareNominalValue });
      return recorded('ISSUE', transaction, isPending);
    }
    case 'transfer':
      return recorded(
        input.transactionType,
        transfer(state, {
          transactionType: input.transactionType,
          fromShareholderId: input.fromShareholderId,
          toShareholderId: input.toShareholderId,
          pricePerShare: input.pricePerShare,
          shareClassId: input.sharetypeId,
          numberOfShares: input.numberOfShares,
          shareNumbers: intervalsOf(input.shareNumbers),
          promised: promised(input.fromShareholderId, input.sharetypeId),
        }),
      );
    case 'sellall':
      return recorded(input.transactionType, sellAll(state, input));
    case 'sharesplit':
      return recorded('SPLIT', split(state, { ratio: { from: input.ratioFrom, to: input.ratioTo } }));
    case 'sharereversesplit':
      return recorded('REVERSE_SPLIT', reverseSplit(state, { ratio: { from: input.ratioFrom, to: input.ratioTo } }));
    case 'increasenominalvalue': {
      const newNominalValue = nominalValueMovedBy(state, input.increaseInNominalValue, 1);
      const { isPending, ...transaction } = increaseNominalValue(state, { newNominalValue, isPending: input.isPending });
      return recorded('INCREASE_NOMINAL_VALUE', transaction, isPending);
    }
    case 'reductionofnominalvalue':
      return recorded('REDUCTION_NOMINAL_VALUE', reductionOfNominalValue(state, { newNominalValue: nominalValueMovedBy(state, input.reductionInNominalValue, -1) }));
    case 'sharecancellation':
      return recorded(
        'CANCELLATION_OF_SHARES',
        cancellationOfShares(state, {
          shareholderId: input.shareholderId,
          shareClassId: input.sharetypeId,
          numberOfShares: input.numberOfShares,
          shareNumbers: intervalsOf(input.shareNumbers),
          promised: promised(input.shareholderId, input.sharetypeId),
        }),
      );
    case 'conversionofshares':
      return recorded(
        'CONVERSION_OF_SHARES',
        conversionOfShares(state, {
          shareholderId: input.shareholderId,
          fromShareClassId: input.fromSharetypeId,
          toShareClassId: input.toSharetypeId,
          numberOfShares: input.numberOfShares,
          shareNumbers: intervalsOf(input.shareNumbers),
          promised: promised(input.shareholderId, input.fromSharetypeId),
        }),
      );
    case 'conversionfromisin':
      return recorded('CONVERSION_FROM_ISIN', conversionFromIsin(state, { isin: input.isin }));
    case 'paydividend':
      return recorded(
        'PAY_DIVIDEND',
        payDividend(state, { amountsPerShare: input.amountsPerShare.map((line) => ({ shareClassId: line.sharetypeId, amountPerShare: line.amountPerShare })) }),
      );
    case 'registergroupcontribution':
      return recorded('GROUP_CONTRIBUTION', groupContribution(state, { amount: input.amount, counterparty: input.counterparty }));
    case 'liquidation':
      return recorded('LIQUIDATION', liquidation(state));
    case 'merger':
      return recorded(
        'MERGER',
        merger(state, {
          absorbedCompany: input.absorbedCompany,
          lines: input.shareAllocation.map((line) => ({ shareholderId: line.shareholderId, shareClassId: line.sharetypeId, numberOfShares: line.numberOfShares })),
        }),
      );
  }
};

/**
 * Whose holdings the rules read: the giving holder's, every holding (splits, liquidation, dividends), or
 * none (new shares are numbered after the head's highest number; nominal values are on the head).
 */
export const holdingsReadBy = ({ kind, input }: TransactionInput): 'all' | string[] => {
  switch (kind) {
    case 'transfer':
    case 'sellall':
      return [input.fromShareholderId];
    case 'sharecancellation':
    case 'conversionofshares':
      return [input.shareholderId];
    case 'sharesplit':
    case 'sharereversesplit':
    case 'liquidation':
    case 'paydividend':
      return 'all';
    default:
      return [];
  }
};

/** Every shareholder and share class a body names, to check they belong to the company. */
export const partiesNamedBy = ({ kind, input }: TransactionInput): { shareholderIds: string[]; shareClassIds: string[] } => {
  switch (kind) {
    case 'shareholdingperdate':
    case 'incorporation':
    case 'issue':
    case 'merger':
      return { shareholderIds: input.shareAllocation.map((line) => line.shareholderId), shareClassIds: input.shareAllocation.map((line) => line.sharetypeId) };
    case 'transfer':
      return { shareholderIds: [input.fromShareholderId, input.toShareholderId], shareClassIds: [input.sharetypeId] };
    case 'sellall':
      return { shareholderIds: [input.fromShareholderId, input.toShareholderId], shareClassIds: [] };
    case 'sharecancellation':
      return { shareholderIds: [input.shareholderId], shareClassIds: [input.sharetypeId] };
    case 'conversionofshares':
      return { shareholderIds: [input.shareholderId], shareClassIds: [input.fromSharetypeId, input.toSharetypeId] };
    case 'paydividend':
      return { shareholderIds: [], shareClassIds: input.amountsPerShare.map((line) => line.sharetypeId) };
    default:
      return { shareholderIds: [], shareClassIds: [] };
  }
};
