import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import type { TCompanyRemark } from './company.schemas';
import type { Company } from './company.entity';
import type { CompanyRemark } from './company-views';

/**
 * `POST /company/{orgNo}/remark`: the company's own note about itself (seed: platform core, section 7; its use is not
 * shown), kept by its admins and shown on the company's dashboard to those who may see its settings. Audited with
 * the note before and after.
 */
export const setCompanyRemark = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TCompanyRemark }): Promise<CompanyRemark> =>
  em.transactional(async (tx) => {
    const before = company.remark ?? null;
    if (before === input.remark) return { remark: before };
    company.remark = input.remark;
    recordAuditEvent({ em: tx, type: 'company.remarkChanged', actor, company, before: { remark: before }, after: { remark: input.remark } });
    await tx.flush();
    return { remark: company.remark ?? null };
  });
