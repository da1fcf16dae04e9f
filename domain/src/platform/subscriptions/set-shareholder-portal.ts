import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { TShareholderPortalSetting } from './subscription.schemas';

/** Turns the shareholder portal on or off; off, shareholders cannot be invited to it. */
export const setShareholderPortal = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TShareholderPortalSetting }) =>
  em.transactional(async (tx) => {
    const before = { shareholderPortalEnabled: company.shareholderPortalEnabled };
    company.shareholderPortalEnabled = input.enabled;
    recordAuditEvent({ em: tx, type: 'company.shareholderPortalChanged', actor, company, before, after: { shareholderPortalEnabled: input.enabled } });
    await tx.flush();
    return company;
  });
