import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { AuditEvent } from './audit-event.entity';
import type { AuditEventType } from './audit-event-types';

type Options = {
  em: EntityManager;
  type: AuditEventType;
  actor: User | null;
  company?: Company | null;
  before?: unknown;
  after?: unknown;
};

/** Adds an audit event to the unit of work: it commits or rolls back with the change it describes. */
export const recordAuditEvent = ({ em, type, actor, company = null, before, after }: Options): void => {
  em.create(AuditEvent, { type, actor, company, payload: { before, after } });
};
