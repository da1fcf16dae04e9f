import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { checkedUpload } from '../../register/attachments/checked-upload';
import { ProjectDecision } from '../projects/project-decision.entity';
import { DecisionAttachment } from './decision-attachment.entity';
import { decisionAttachmentLimits, type RequiredAttachmentKind } from './decision-follow-up-constants';
import { findDecisionFollowUp } from './find-decision-follow-up';
import { decisionAttachmentView } from './find-decision-follow-ups';

/** Kinds any decision in follow-up may keep besides those its steps ask for (seed 002: required attachment kinds). */
const generalKinds: readonly RequiredAttachmentKind[] = ['uploadedFile', 'powerOfAttorney', 'businessRegisterStatus'];

/**
 * `POST /follow-up/decisions/{orgNo}/{decisionId}/attachments?kind=`: keeps a file for a decided decision as one of
 * the required attachment kinds its steps ask for (or a general one), checked as the register's attachments are
 * (not empty, 20 MiB, type read from the bytes). An identification of another decision type is refused.
 */
export const addDecisionAttachment = ({ em, actor, company, decisionId, kind, upload }: { em: EntityManager; actor: User; company: Company; decisionId: string; kind: RequiredAttachmentKind; upload: { data: Uint8Array; fileName: string } }) =>
  em.transactional(async (tx) => {
    const { decided, item } = await findDecisionFollowUp({ em: tx, company, decisionId });
    const asked = item?.steps.flatMap(({ attachmentType }) => attachmentType ?? []) ?? [];
    if (!item || ![...asked, ...generalKinds].includes(kind)) throw new DomainError('decisionFollowUp.attachmentKindNotAsked');
    // Locked so that uploads to one decision count one after the other: never past the limit.
    await tx.findOne(ProjectDecision, decided.decision.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if ((await tx.count(DecisionAttachment, { decision: decided.decision })) >= decisionAttachmentLimits.maxPerDecision)
      throw new DomainError('decisionFollowUp.tooManyAttachments', { max: decisionAttachmentLimits.maxPerDecision });
    const file = await checkedUpload(upload);
    const attachment = tx.create(DecisionAttachment, { company, decision: decided.decision, kind, ...file, createdBy: actor });
    recordAuditEvent({ em: tx, type: 'decisionFollowUp.attachmentAdded', actor, company, after: { decisionId, attachmentId: attachment.id, kind, fileName: file.fileName, size: file.size, sha256: file.sha256 } });
    return decisionAttachmentView(attachment);
  });
