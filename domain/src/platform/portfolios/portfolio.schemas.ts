import { z } from 'zod';
import { nameSchema } from '../../kernel/validation/text';
import { portfolioRoles } from './portfolio-scopes';

const ZPortfolioNameSchema = nameSchema(200);
const ZOrganisationNumberSchema = z.string().trim().min(1, 'required').max(20);

export const ZPortfolioCreateSchema = z.object({ portfolioName: ZPortfolioNameSchema });
export type TPortfolioCreate = z.infer<typeof ZPortfolioCreateSchema>;

export const ZPortfolioSettingsSchema = z.object({ name: ZPortfolioNameSchema });
export type TPortfolioSettings = z.infer<typeof ZPortfolioSettingsSchema>;

/** `POST /portfolio/{id}/add-companies`: the seed sends the organisation numbers as a bare list. */
export const ZPortfolioAddCompaniesSchema = z.array(ZOrganisationNumberSchema).min(1, 'required').max(500);

export const ZPortfolioRemoveCompanySchema = z.object({ orgNo: ZOrganisationNumberSchema });

export const ZPortfolioMoveCompanySchema = z.object({ orgNo: ZOrganisationNumberSchema, portfolioId: z.uuid() });

export const ZPortfolioRoleParamsSchema = z.object({ role: z.enum(portfolioRoles) });

/** `DELETE /portfolio/{id}?offboardCompanies=true` also gives up the user's admin access to the portfolio's companies. */
export const ZPortfolioDissolveQuerySchema = z.object({
  offboardCompanies: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});
