import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { correctTransaction, type CorrectionTarget } from './correct-transaction';
import type { StateChange } from '../ledger/ledger-transaction';
import type { TransactionType } from '../log/log-entry-types';

/** The seed (section 6): the nominal value is changed only on the entries that open the register. */
const openingTypes: readonly TransactionType[] = ['INCORPORATION', 'SHAREHOLDING_PER_DATE', 'AUTOIMPORT'];

const setsNominalValue = (changes: readonly StateChange[]) => changes.some((change) => change.kind === 'nominalValue');

/**
 * Changes the nominal value an opening entry set, by appending a NOMINAL_VALUE correction. Refused for other
 * types (`unsupportedTransactionType`), and when a later entry changes the nominal value itself (a split, an
 * increase or a reduction computed from the old value): `transactions.change-nominal-value.validation-error`.
 */
export const changeTransactionNominalValue = ({ em, actor, company, target, nominalValue }: { em: EntityManager; actor: User; company: Company; target: CorrectionTarget; nominalValue: string }) =>
  em.transactional(async (tx) => {
    const value = new Decimal(nominalValue).toFixed();
    const { entry, before } = await correctTransaction({
      tx,
      actor,
      company,
      ...target,
      correction: 'NOMINAL_VALUE',
      payload: { nominalValue: value },
      refusal: 'transactions.change-nominal-value.validation-error',
      change: (entries, opening) => {
        if (!openingTypes.includes(opening.type)) throw new DomainError('unsupportedTransactionType');
        if (opening.type === 'INCORPORATION' && new Decimal(value).isZero()) throw new DomainError('nominalValueError');
        const later = entries.filter((entry) => entry.transactionDate > opening.transactionDate || (entry.transactionDate.getTime() === opening.transactionDate.getTime() && entry.sequence > opening.sequence));
        if (later.some((entry) => setsNominalValue(entry.stateChanges))) throw new DomainError('transactions.change-nominal-value.validation-error');
        const stateChanges = opening.stateChanges.map((change): StateChange => (change.kind === 'nominalValue' ? { kind: 'nominalValue', nominalValue: value } : change));
        return { entries: entries.map((entry) => (entry === opening ? { ...entry, stateChanges } : entry)), date: opening.transactionDate };
      },
    });
    const previous = before.stateChanges.find((change) => change.kind === 'nominalValue');
    recordAuditEvent({ em: tx, type: 'transaction.nominalValueChanged', actor, company, before: { id: before.id, nominalValue: previous?.kind === 'nominalValue' ? previous.nominalValue : null }, after: { correctionId: entry.id, nominalValue: value } });
    return entry;
  });
