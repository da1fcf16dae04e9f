import { z } from 'zod';
import { nameSchema } from '../../kernel/validation';
import { billingFrequencies, enterpriseAccountStatuses, enterpriseFeatures } from './enterprise-account-constants';

/** A feature switched on, with its quota (maximum documents or maximum live general meetings). */
export const ZEnterpriseFeatureQuotaSchema = z.object({
  feature: z.enum(enterpriseFeatures),
  quota: z.number().int().min(0).max(1_000_000),
});

export const ZEnterpriseAccountSchema = z.object({
  name: nameSchema(200),
  status: z.enum(enterpriseAccountStatuses).default('ACTIVE'),
  billingFrequency: z.enum(billingFrequencies).default('ANNUALLY'),
  features: z
    .array(ZEnterpriseFeatureQuotaSchema)
    .refine((list) => new Set(list.map((f) => f.feature)).size === list.length, { message: 'enterpriseAccount.duplicateFeature' }),
  organisationNumbers: z.array(z.string().trim().min(1).max(20)).max(10_000).default([]),
});
export type TEnterpriseAccount = z.infer<typeof ZEnterpriseAccountSchema>;
