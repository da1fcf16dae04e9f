import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { ProjectDecision } from '../projects/project-decision.entity';
import { requiredAttachmentKinds } from './decision-follow-up-constants';

/**
 * A file uploaded to a decision's follow-up as one of the seed's required attachment kinds (a bank's confirmation of
 * the contribution, an identification). Checked as the register's attachments are (type from the bytes, 20 MiB),
 * kept in PostgreSQL and read only when downloaded or packed into the register notification.
 */
export const DecisionAttachmentSchema = defineEntity({
  name: 'DecisionAttachment',
  indexes: [{ properties: ['decision', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    decision: () => p.manyToOne(ProjectDecision).deleteRule('cascade'),
    kind: p.enum(requiredAttachmentKinds),
    fileName: p.string().length(255),
    contentType: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DecisionAttachment extends DecisionAttachmentSchema.class {}
DecisionAttachmentSchema.setClass(DecisionAttachment);
