import Decimal from 'decimal.js';
import { DomainError } from '../../kernel/errors/domain-error';
import type { RegisterJson } from '../../register/read-model/read-model-views';
import { transactionSlugs, type TransactionInput } from '../../register/transactions/transaction-slugs';
import type { TransactionPathType } from '../../register/transactions/transaction-types';
import type { DecisionEffect } from '../decision-documents/decision-effects';

/** What the mapping reads besides the decision: the company, the meeting date and the register as of the transaction's date. */
export type ApplyFacts = {
  organisationNumber: string;
  currency: string;
  meetingDate: string;
  register: Pick<RegisterJson, 'rows' | 'totalShares' | 'nominalValue'>;
  /** The instant to record at, when not the register date's default noon (a day already holding entries). */
  transactionDate?: string;
};

export type RegisterEffect = Extract<DecisionEffect, { kind: 'PAY_DIVIDEND' | 'SPLIT' | 'REVERSE_SPLIT' | 'BONUS_ISSUE' | 'CAPITAL_REDUCTION' | 'SHARE_CONVERSION' }>;

const holdingsOf = (register: ApplyFacts['register']) => register.rows.flatMap((row) => row.holdings.map((holding) => ({ shareholderId: row.shareholderId, shareClassId: holding.shareTypeId, shares: BigInt(holding.shares) })));

/** The date a register effect is recorded on: a dividend's record date, a split's effective date, else the meeting date. */
export const registerDateOf = (effect: RegisterEffect, meetingDate: string): string =>
  effect.kind === 'PAY_DIVIDEND' ? effect.recordDate : effect.kind === 'SPLIT' || effect.kind === 'REVERSE_SPLIT' ? effect.effectiveDate : meetingDate;

/** An amount spread over every share, exact to the øre/öre; otherwise the decision no longer fits the register. */
const perShare = (amount: string, register: ApplyFacts['register']): string => {
  const total = new Decimal(register.totalShares);
  if (total.isZero()) throw new DomainError('decisionApply.noShares');
  const value = new Decimal(amount).div(total);
  if (!value.toDecimalPlaces(2).eq(value)) throw new DomainError('decisionApply.notWhole', { amount, shares: register.totalShares });
  return value.toFixed(2);
};

/**
 * The register transaction a decision's effect writes, through the register's own command (`recordTransaction`):
 * the decision's figures checked against the register as it stands (a split every holding divides by, an amount that
 * spreads to whole øre per share, a bonus issue that gives every holder whole shares). A decision the register holds
 * no transaction for (a reduction by cancelling shares names no holder) is refused with a key.
 */
export const registerTransactionOf = (effect: RegisterEffect, facts: ApplyFacts): TransactionInput => {
  const { kind, input } = registerBodyOf(effect, facts);
  // The register's own schema reads the body, as its route does: dates to instants, counts to bigints.
  const parsed = transactionSlugs[kind].schema.safeParse(input);
  if (!parsed.success) throw new DomainError('decisionApply.invalidInput', { field: parsed.error.issues[0]!.path.join('.'), code: parsed.error.issues[0]!.message });
  return { kind, input: parsed.data } as TransactionInput;
};

const registerBodyOf = (effect: RegisterEffect, facts: ApplyFacts): { kind: TransactionPathType; input: Record<string, unknown> } => {
  const base = { organizationnumber: facts.organisationNumber, transactionDate: facts.transactionDate ?? registerDateOf(effect, facts.meetingDate) };
  switch (effect.kind) {
    case 'PAY_DIVIDEND':
      return { kind: 'paydividend', input: { ...base, currency: facts.currency, amountsPerShare: effect.perClass.map(({ shareClassId, amountPerShare }) => ({ sharetypeId: shareClassId, amountPerShare })) } };
    case 'SPLIT':
    case 'REVERSE_SPLIT': {
      const from = BigInt(effect.from);
      const to = BigInt(effect.to);
      if (holdingsOf(facts.register).some(({ shares }) => (shares * to) % from !== 0n)) throw new DomainError('decisionApply.notWhole', { ratio: `${effect.from}:${effect.to}` });
      return { kind: effect.kind === 'SPLIT' ? 'sharesplit' : 'sharereversesplit', input: { ...base, ratioFrom: effect.from, ratioTo: effect.to } };
    }
    case 'BONUS_ISSUE': {
      if (effect.method === 'NOMINAL_VALUE') return { kind: 'increasenominalvalue', input: { ...base, increaseInNominalValue: perShare(effect.amount, facts.register), isPending: true } };
      if (!facts.register.nominalValue) throw new DomainError('decisionApply.noShares');
      const newShares = new Decimal(effect.amount).div(facts.register.nominalValue);
      const total = BigInt(facts.register.totalShares);
      if (!newShares.isInteger() || total === 0n) throw new DomainError('decisionApply.notWhole', { amount: effect.amount });
      const added = BigInt(newShares.toFixed(0));
      const shareAllocation = holdingsOf(facts.register)
        .filter(({ shares }) => shares > 0n)
        .map(({ shareholderId, shareClassId, shares }) => {
          if ((shares * added) % total !== 0n) throw new DomainError('decisionApply.notWhole', { amount: effect.amount });
          return { shareholderId, sharetypeId: shareClassId, numberOfShares: ((shares * added) / total).toString(), sharePrice: '0' };
        });
      return { kind: 'issue', input: { ...base, isBonusIssue: true, increaseType: 'newIssue', isPending: true, issuedBy: 'generalMeeting', decisionDate: facts.meetingDate, shareAllocation } };
    }
    case 'CAPITAL_REDUCTION':
      if (effect.method !== 'NOMINAL_VALUE') throw new DomainError('decisionApply.notInRegister');
      return { kind: 'reductionofnominalvalue', input: { ...base, reductionInNominalValue: perShare(effect.amount, facts.register) } };
    case 'SHARE_CONVERSION': {
      const holders = holdingsOf(facts.register).filter(({ shareClassId, shares }) => shareClassId === effect.fromShareClassId && shares > 0n);
      // The register converts one holder's shares per entry; a decision over several holders names none of them.
      if (holders.length !== 1) throw new DomainError('decisionApply.notInRegister');
      const shares = BigInt(effect.shares);
      if (holders[0]!.shares < shares) throw new DomainError('decisionApply.notWhole', { shares: effect.shares });
      return { kind: 'conversionofshares', input: { ...base, shareholderId: holders[0]!.shareholderId, fromSharetypeId: effect.fromShareClassId, toSharetypeId: effect.toShareClassId, numberOfShares: effect.shares } };
    }
  }
};
