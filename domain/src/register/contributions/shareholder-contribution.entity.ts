import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import { contributionBooks, contributionTypes } from './contribution-types';

/**
 * One registered contribution, commitment or distribution (seed 001: shareholderContributionId, organisationNumber,
 * type, registrationDate, comment, updatedAt), in the company's contributions book (Sweden) or commitments book
 * (Norway). Its amounts per holder are its details.
 */
export const ShareholderContributionSchema = defineEntity({
  name: 'ShareholderContribution',
  indexes: [{ properties: ['company', 'book', 'registrationDate'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    book: p.enum(contributionBooks),
    type: p.enum(contributionTypes),
    registrationDate: p.datetime(),
    comment: p.text().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ShareholderContribution extends ShareholderContributionSchema.class {}
ShareholderContributionSchema.setClass(ShareholderContribution);
