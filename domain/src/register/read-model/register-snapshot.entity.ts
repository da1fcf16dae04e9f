import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';

/**
 * Derived, never the record: the register after every effective entry dated at or before `asOf`, taken every
 * few thousand entries so the register as of a past date replays only the entries after the nearest snapshot.
 * Appends at the end add them from the read model; every full replay (recompute, back-dated entry, correction)
 * deletes them and writes them anew.
 */
export const RegisterSnapshotSchema = defineEntity({
  name: 'RegisterSnapshot',
  indexes: [{ properties: ['company', 'asOf'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    asOf: p.datetime(),
    /** The number of log entries (the head's sequence) when it was taken. */
    sequence: p.integer(),
    nominalValue: p.decimal('string').precision(24).scale(4).nullable(),
    highestShareNumber: p.bigint('bigint'),
    isLiquidated: p.boolean(),
    /** One line per holding: "shareholderId shareTypeId 1-100,201-250". */
    holdings: p.text(),
  },
});

export class RegisterSnapshot extends RegisterSnapshotSchema.class {}
RegisterSnapshotSchema.setClass(RegisterSnapshot);
