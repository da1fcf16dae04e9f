import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import type { Company } from './company.entity';
import type { CompanyTermsAccepted } from './company-views';

/**
 * `POST /company/accept-terms/{orgNo}`: an admin accepts the terms of service on behalf of the company (seed:
 * platform core, section 7). A company registered here by a user starts without; customers kept before per-company
 * terms count as having accepted when they were created. The first acceptance stands: accepting again changes
 * nothing and answers when it was accepted.
 */
export const acceptCompanyTerms = ({ em, actor, company }: { em: EntityManager; actor: User; company: Company }): Promise<CompanyTermsAccepted> =>
  em.transactional(async (tx) => {
    if (!company.termsAcceptedAt) {
      company.termsAcceptedAt = new Date();
      company.termsAcceptedBy = actor;
      recordAuditEvent({ em: tx, type: 'company.termsAccepted', actor, company, after: { termsAcceptedAt: company.termsAcceptedAt.toISOString() } });
      await tx.flush();
    }
    return { termsAcceptedAt: company.termsAcceptedAt.toISOString() };
  });
