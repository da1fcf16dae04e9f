import { defineEntity, p } from '@mikro-orm/core';
import { Company } from '../../platform/companies/company.entity';
import { ShareClass } from '../share-classes/share-class.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { TransactionLogEntry } from './transaction-log-entry.entity';

/**
 * A movement of a run of share numbers of one class to or from one account: a shareholder, or the
 * company's issuer account (no shareholder). The postings of an entry sum to zero per class.
 */
export const PostingSchema = defineEntity({
  name: 'Posting',
  indexes: [{ properties: ['company', 'shareholder'] }, { properties: ['shareClass'] }],
  properties: {
    id: p.bigint('string').primary().autoincrement(),
    entry: () => p.manyToOne(TransactionLogEntry).deleteRule('cascade').index(),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    shareholder: () => p.manyToOne(Shareholder).nullable().deleteRule('restrict'),
    shareClass: () => p.manyToOne(ShareClass).deleteRule('restrict'),
    quantity: p.bigint('bigint'),
    numberFrom: p.bigint('bigint'),
    numberTo: p.bigint('bigint'),
  },
});

export class Posting extends PostingSchema.class {}
PostingSchema.setClass(Posting);
