import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { nameSchema, textSchema } from '../../kernel/validation';
import { featureAccessLevels, features, modules } from '../access/features';

export const ZCustomRoleTextSchema = z.object({
  language: z.enum(languages),
  name: textSchema(200, { singleLine: true }),
  description: textSchema(2000).default(''),
});
export type TCustomRoleText = z.infer<typeof ZCustomRoleTextSchema>;

const ZModulesSchema = z.array(z.enum(modules)).max(modules.length);

/**
 * A custom role as created and edited (seed: platform core, section 3): texts, a level per feature, its modules,
 * companies, users. Editing without `featureLevels` keeps the role's permissions (they have their own call,
 * `POST /permission/{orgNo}`); modules not given follow from the levels.
 */
export const ZCustomRoleSchema = z.object({
  name: nameSchema(200),
  texts: z.array(ZCustomRoleTextSchema).max(languages.length).default([]),
  featureLevels: z.partialRecord(z.enum(features), z.enum(featureAccessLevels)).optional(),
  modules: ZModulesSchema.optional(),
  /** Organisation numbers the role covers besides the company it is created in. */
  companies: z.array(z.string().trim().min(1)).max(500).default([]),
  /** Users holding the role in every company it covers. */
  userIds: z.array(z.uuid()).max(500).default([]),
});
export type TCustomRole = z.infer<typeof ZCustomRoleSchema>;

/**
 * `POST /permission/{orgNo}`: a role's permissions whole, in the seed's custom-role fields: each feature's access
 * (a feature left out is NONE) and the modules it may use.
 */
export const ZRolePermissionsSchema = z.object({
  customRoleId: z.uuid(),
  features: z
    .array(z.object({ featureName: z.enum(features), access: z.enum(featureAccessLevels) }))
    .max(features.length)
    .refine((list) => new Set(list.map((feature) => feature.featureName)).size === list.length, { message: 'invalidValue' }),
  modules: ZModulesSchema.refine((list) => new Set(list).size === list.length, { message: 'invalidValue' }),
});
export type TRolePermissions = z.infer<typeof ZRolePermissionsSchema>;

/** `GET /permission/{orgNo}/{customRoleId}`. */
export const ZRolePermissionsParamsSchema = z.object({ orgNo: z.string().min(1).max(20), customRoleId: z.uuid() });

const ZOrganisationNumbersSchema = z.array(z.string().trim().min(1).max(20)).min(1).max(500);

/** `POST /portfolio/add-companies-to-custom-role`: the role, and the organisation numbers it is to cover too. */
export const ZAddCompaniesToCustomRoleSchema = z.object({ customRoleId: z.uuid('invalidValue'), companies: ZOrganisationNumbersSchema });
export type TAddCompaniesToCustomRole = z.infer<typeof ZAddCompaniesToCustomRoleSchema>;

/** `POST /portfolio/remove-company-access-from-custom-role`: a holder (their user id), the role, and the companies they lose it in. */
export const ZRemoveCompanyAccessFromCustomRoleSchema = z.object({ userId: z.uuid('invalidValue'), customRoleId: z.uuid('invalidValue'), companies: ZOrganisationNumbersSchema });
export type TRemoveCompanyAccessFromCustomRole = z.infer<typeof ZRemoveCompanyAccessFromCustomRoleSchema>;
