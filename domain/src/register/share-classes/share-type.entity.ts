import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { shareTypeCodes, type ShareTypeCustomName } from './share-type-codes';

/** A share class of a company. Votes per share are exact (numeric, 5 decimals) and come back as strings. */
export const ShareTypeSchema = defineEntity({
  name: 'ShareType',
  uniques: [{ properties: ['company', 'code'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    code: p.enum(shareTypeCodes),
    votesPerShare: p.decimal('string').precision(12).scale(5),
    historical: p.boolean().default(false),
    customNames: p.json<ShareTypeCustomName[]>().default([]),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ShareType extends ShareTypeSchema.class {}
ShareTypeSchema.setClass(ShareType);
