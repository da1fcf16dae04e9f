import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';
import type { AuditEventRecord } from './audit-event-types';

export type AuditEventRow = { actorId: string | null; companyId: string | null; at: Date } & AuditEventRecord;

/**
 * Many audit events as one multi-row insert on the transaction's connection, for a hot path that writes without the
 * unit of work (the live meeting's group commit): the same rows `recordAuditEvent` writes, typed the same way.
 */
export const insertAuditEvents = async (tx: EntityManager, events: readonly AuditEventRow[]): Promise<void> => {
  if (!events.length) return;
  await runBound(
    tx,
    `insert into audit_event (type, actor_id, company_id, payload, created_at) select * from unnest($1::varchar[], $2::uuid[], $3::uuid[], $4::jsonb[], $5::timestamptz[])`,
    [
      events.map((event) => event.type),
      events.map((event) => event.actorId),
      events.map((event) => event.companyId),
      events.map(({ before, after }) => JSON.stringify({ before, after })),
      events.map((event) => event.at.toISOString()),
    ],
  );
};
