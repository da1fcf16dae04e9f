import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { AutoImport } from './auto-import.entity';

/**
 * `PUT /company/confirm-autoimport/{orgNo}` confirms the auto-imported register, which hides the dashboard's
 * confirmation section; `DELETE` takes the confirmation back, which shows it again (seed: register, the
 * auto-import section can be hidden or shown again). `publicRegister.noAutoImport` for a company not auto-imported.
 */
export const confirmAutoImport = ({ em, actor, company, confirmed }: { em: EntityManager; actor: User; company: Company; confirmed: boolean }) =>
  em.transactional(async (tx) => {
    const autoImport = await tx.findOne(AutoImport, { company });
    if (!autoImport) throw new DomainError('publicRegister.noAutoImport');
    autoImport.confirmedAt = confirmed ? (autoImport.confirmedAt ?? new Date()) : null;
    recordAuditEvent({ em: tx, type: 'publicRegister.autoImportConfirmed', actor, company, after: { confirmed } });
  });
