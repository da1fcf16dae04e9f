import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { DecisionAttachment } from './decision-attachment.entity';

/** `GET /follow-up/decisions/{orgNo}/{decisionId}/attachments/{attachmentId}`: a file of the company's decision, with its bytes. */
export const getDecisionAttachment = async ({ em, company, decisionId, attachmentId }: { em: EntityManager; company: Company; decisionId: string; attachmentId: string }) => {
  requireDecisionTool(company);
  const attachment = await em.findOne(DecisionAttachment, { id: attachmentId, company, decision: decisionId }, { populate: ['content'] });
  if (!attachment) throw new DomainError('decisionFollowUp.attachmentNotFound');
  return attachment;
};
