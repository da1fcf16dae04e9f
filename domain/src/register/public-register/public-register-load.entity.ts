import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import type { RefusalReason } from './public-register-row';

export const publicRegisterLoadStatuses = ['running', 'loaded', 'failed'] as const;
export type PublicRegisterLoadStatus = (typeof publicRegisterLoadStatuses)[number];

/** A refused row as listed: its line in the file and why. */
export type RefusedRow = { rowNumber: number; reason: RefusalReason };

/**
 * A super-admin's load of one year's extract: its progress while it runs (bytes and rows read), then what was
 * loaded and refused. Every refused row is counted by reason; the first ones are listed with their line.
 */
export const PublicRegisterLoadSchema = defineEntity({
  name: 'PublicRegisterLoad',
  indexes: [{ properties: ['year', 'startedAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    year: p.smallint(),
    status: p.enum(publicRegisterLoadStatuses),
    fileName: p.string().length(255),
    fileBytes: p.bigint('number'),
    bytesRead: p.bigint('number').default(0),
    rowsRead: p.integer().default(0),
    rowsLoaded: p.integer().default(0),
    rowsRefused: p.integer().default(0),
    refusalCounts: p.json<Partial<Record<RefusalReason, number>>>().onCreate(() => ({})),
    refusedRows: p.json<RefusedRow[]>().default([]),
    /** Why a load failed as a whole (a message key); the year's previous rows are kept. */
    errorCode: p.string().length(100).nullable(),
    startedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    startedAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});

export class PublicRegisterLoad extends PublicRegisterLoadSchema.class {}
PublicRegisterLoadSchema.setClass(PublicRegisterLoad);
