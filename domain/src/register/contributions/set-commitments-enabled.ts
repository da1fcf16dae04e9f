import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';

/** `PUT /shareholder-commitment/{orgNo}/enabled`: turns the commitments book on or off for a company (kept entries stay). */
export const setCommitmentsEnabled = ({ em, actor, company, enabled }: { em: EntityManager; actor: User; company: Company; enabled: boolean }) =>
  em.transactional(async (tx) => {
    const before = { commitmentsEnabled: company.commitmentsEnabled };
    company.commitmentsEnabled = enabled;
    recordAuditEvent({ em: tx, type: 'company.commitmentsChanged', actor, company, before, after: { commitmentsEnabled: enabled } });
    return { enabled };
  });
