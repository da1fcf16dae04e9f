import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { ShareholderContribution } from './shareholder-contribution.entity';

/** A document kept beside a contribution (`POST /shareholderContribution/{orgNo}/{id}/attachments`); bytes lazy, as a log entry's attachments. */
export const ContributionAttachmentSchema = defineEntity({
  name: 'ContributionAttachment',
  indexes: [{ properties: ['contribution', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    contribution: () => p.manyToOne(ShareholderContribution).deleteRule('cascade'),
    fileName: p.string().length(255),
    contentType: p.string().length(100),
    size: p.integer(),
    sha256: p.string().length(64),
    content: p.blob().lazy(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ContributionAttachment extends ContributionAttachmentSchema.class {}
ContributionAttachmentSchema.setClass(ContributionAttachment);
