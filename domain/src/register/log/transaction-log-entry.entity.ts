import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { corrections, transactionTypes } from './log-entry-types';

/**
 * One entry of a company's append-only transaction log. `sequence` is gap-free per company and `hash`
 * chains each entry to the one before, so an altered, removed or reordered entry is detectable.
 * A deleted or redated entry is never touched: a correcting entry points at it.
 */
export const TransactionLogEntrySchema = defineEntity({
  name: 'TransactionLogEntry',
  uniques: [{ properties: ['company', 'sequence'] }],
  indexes: [
    { properties: ['company', 'transactionDate'] },
    // Replay of a date window reads every correcting entry of the company: few among many.
    { name: 'transaction_log_entry_corrections_index', expression: 'create index "transaction_log_entry_corrections_index" on "transaction_log_entry" ("company_id", "sequence") where "correction" is not null' },
  ],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    sequence: p.integer(),
    type: p.enum(transactionTypes),
    transactionDate: p.datetime(),
    /** The command as entered, for display and replay. */
    payload: p.json<Record<string, unknown>>(),
    /** Facts the entry sets besides moving shares (nominal value, dividend per holder, ...). */
    effects: p.json<Record<string, unknown>>(),
    isPending: p.boolean().default(false),
    corrects: () => p.manyToOne(TransactionLogEntrySchema).nullable().deleteRule('restrict').index(),
    correction: p.enum(corrections).nullable(),
    prevHash: p.string().length(64),
    hash: p.string().length(64),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class TransactionLogEntry extends TransactionLogEntrySchema.class {}
TransactionLogEntrySchema.setClass(TransactionLogEntry);
