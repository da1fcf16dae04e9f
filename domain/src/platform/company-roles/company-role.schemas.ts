import { z } from 'zod';
import { companyRoleTypes } from '../access/access-types';
import { languages } from '../../kernel/i18n/languages';
import { nameSchema, textSchema, ZEmailSchema } from '../../kernel/validation';

/** Blank optional text is stored as null. */
const optional = <T extends z.ZodType<string>>(schema: T) => schema.nullish().transform((value) => value || null);

/** A person holding a company role (seed: platform core, section 3), as created and edited. */
export const ZCompanyRoleSchema = z.object({
  role: z.enum(companyRoleTypes),
  firstName: nameSchema(100),
  middleName: optional(textSchema(100, { singleLine: true })),
  lastName: nameSchema(100),
  email: optional(ZEmailSchema),
  language: z.enum(languages).default('nb'),
});
export type TCompanyRole = z.infer<typeof ZCompanyRoleSchema>;
