import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { nameSchema, textSchema } from '../../kernel/validation';
import { featureAccessLevels, features } from '../access/features';

export const ZCustomRoleTextSchema = z.object({
  language: z.enum(languages),
  name: textSchema(200, { singleLine: true }),
  description: textSchema(2000).default(''),
});
export type TCustomRoleText = z.infer<typeof ZCustomRoleTextSchema>;

/** A custom role as created and edited (seed: platform core, section 3): texts, a level per feature, companies, users. */
export const ZCustomRoleSchema = z.object({
  name: nameSchema(200),
  texts: z.array(ZCustomRoleTextSchema).max(languages.length).default([]),
  featureLevels: z.partialRecord(z.enum(features), z.enum(featureAccessLevels)).default({}),
  /** Organisation numbers the role covers besides the company it is created in. */
  companies: z.array(z.string().trim().min(1)).max(500).default([]),
  /** Users holding the role in every company it covers. */
  userIds: z.array(z.uuid()).max(500).default([]),
});
export type TCustomRole = z.infer<typeof ZCustomRoleSchema>;
