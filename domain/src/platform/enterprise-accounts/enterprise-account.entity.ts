import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../companies/company.entity';
import { billingFrequencies, enterpriseAccountStatuses, type EnterpriseFeature } from './enterprise-account-constants';

/** A customer agreement across companies, with feature quotas; managed in the back office. */
export const EnterpriseAccountSchema = defineEntity({
  name: 'EnterpriseAccount',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200),
    status: p.enum(enterpriseAccountStatuses).default('ACTIVE'),
    billingFrequency: p.enum(billingFrequencies).default('ANNUALLY'),
    features: p.json<{ feature: EnterpriseFeature; quota: number }[]>(),
    companies: () => p.manyToMany(Company).owner(),
    /** The white-label logo the account's companies show (`GET /whitelabel/logo/{id}`); loaded only when served. */
    logo: p.blob().lazy().nullable(),
    logoContentType: p.string().length(40).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class EnterpriseAccount extends EnterpriseAccountSchema.class {}
EnterpriseAccountSchema.setClass(EnterpriseAccount);
