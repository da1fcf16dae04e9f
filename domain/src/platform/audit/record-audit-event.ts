import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { AuditEvent } from './audit-event.entity';
import type { AuditEventRecord } from './audit-event-types';

type Options = { em: EntityManager; actor: User | null; company?: Company | null } & AuditEventRecord;

/** Adds an audit event to the unit of work: it commits or rolls back with the change it describes. */
export const recordAuditEvent = ({ em, actor, company = null, ...event }: Options): void => {
  const { type, before, after } = event;
  em.create(AuditEvent, { type, actor, company, payload: { before, after } });
};
