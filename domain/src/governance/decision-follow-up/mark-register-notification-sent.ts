import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findDecisionFollowUp } from './find-decision-follow-up';
import { RegisterNotification } from './register-notification.entity';

/**
 * `POST /follow-up/decisions/{orgNo}/{decisionId}/register-notification/sent`: the admin marks the produced register
 * notification sent to the register (the sendToBR step is then completed). Before it is produced the call is refused;
 * marking it again keeps the first time.
 */
export const markRegisterNotificationSent = ({ em, actor, company, decisionId, now = new Date() }: { em: EntityManager; actor: User; company: Company; decisionId: string; now?: Date }) =>
  em.transactional(async (tx) => {
    const { decided } = await findDecisionFollowUp({ em: tx, company, decisionId });
    const notification = await tx.findOne(RegisterNotification, { decision: decided.decision.id });
    if (!notification) throw new DomainError('decisionFollowUp.notificationNotProduced');
    if (!notification.sentAt) {
      notification.sentAt = now;
      notification.sentBy = actor;
      recordAuditEvent({ em: tx, type: 'decisionFollowUp.notificationSent', actor, company, before: { sentAt: null }, after: { decisionId, sentAt: now.toISOString() } });
    }
    return { producedAt: notification.producedAt.toISOString(), sentAt: notification.sentAt.toISOString() };
  });
