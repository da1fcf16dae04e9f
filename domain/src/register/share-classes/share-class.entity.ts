import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { shareClassCodes, type ShareClassCustomName } from './share-class-codes';

/** A share class of a company. Votes per share are exact (numeric, 5 decimals) and come back as strings. */
export const ShareClassSchema = defineEntity({
  name: 'ShareClass',
  uniques: [{ properties: ['company', 'code'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade').index(),
    code: p.enum(shareClassCodes),
    votesPerShare: p.decimal('string').precision(12).scale(5),
    historical: p.boolean().default(false),
    customNames: p.json<ShareClassCustomName[]>().default([]),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ShareClass extends ShareClassSchema.class {}
ShareClassSchema.setClass(ShareClass);
