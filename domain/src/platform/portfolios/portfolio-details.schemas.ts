import { z } from 'zod';
import { ZPortfolioScopeParamsSchema } from './portfolio-tabs.schemas';

/** `contacts/admins/{externalId}`: an administrator or custom-role user (their user id) across the scope. */
export const ZPortfolioAdminParamsSchema = ZPortfolioScopeParamsSchema.extend({ externalId: z.uuid('invalidValue') });

/** `contacts/custom-role/{customRoleId}`: a custom role covering some of the scope's companies. */
export const ZPortfolioCustomRoleParamsSchema = ZPortfolioScopeParamsSchema.extend({ customRoleId: z.uuid('invalidValue') });

/** `contacts/custom-role/{customRoleId}/details/{externalId}`: one holder of that role. */
export const ZPortfolioCustomRoleHolderParamsSchema = ZPortfolioCustomRoleParamsSchema.extend({ externalId: z.uuid('invalidValue') });

/** `shareholder/{shareholderId}`: a holder across the scope, by the shareholders tab's row id (an MD5 digest of the holder's identity). */
export const ZPortfolioHolderParamsSchema = ZPortfolioScopeParamsSchema.extend({ shareholderId: z.string().regex(/^[0-9a-f]{32}$/, 'invalidValue') });

/** The tabs of a holder's page across the portfolio. */
export const portfolioHolderTabs = ['overview', 'details'] as const;
export type PortfolioHolderTab = (typeof portfolioHolderTabs)[number];
