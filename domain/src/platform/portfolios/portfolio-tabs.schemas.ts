import { z } from 'zod';
import { jsonQuery, ZRangeQuerySchema } from '../../kernel/validation/json-query';
import { ZEmailSchema } from '../../kernel/validation/email';
import type { ValidationMessageKey } from '../../kernel/validation/issue';
import { portfolioRoles } from './portfolio-scopes';

/**
 * `POST /portfolio/connect-companies` (seed: platform core, sections 5 and 7): the ticked subsidiaries, each with
 * the address its invitation goes to; an address is required and valid for each unless the user auto-onboards.
 */
export const ZConnectCompaniesSchema = z
  .object({
    autoonboard: z.boolean().default(false),
    portfolioId: z.uuid('invalidValue').nullish(),
    connectData: z
      .array(
        z.object({
          company: z.object({ companyName: z.string().trim().max(300).default(''), organisationNumber: z.string().trim().min(1, 'required').max(20) }),
          receiverEmail: ZEmailSchema.default(''),
        }),
      )
      .min(1, 'required')
      .max(200),
  })
  .superRefine(({ autoonboard, connectData }, ctx) => {
    if (autoonboard) return;
    connectData.forEach(({ receiverEmail }, index) => {
      if (!receiverEmail) ctx.addIssue({ code: 'custom', path: ['connectData', index, 'receiverEmail'], message: 'required' satisfies ValidationMessageKey });
    });
  });
export type TConnectCompanies = z.infer<typeof ZConnectCompaniesSchema>;

/** The scope in a portfolio tab's address: all, a role, or one of the user's portfolios (checked by the use-case). */
export const ZPortfolioScopeParamsSchema = z.object({
  scope: z.union([z.enum(['all', ...portfolioRoles]), z.uuid()], 'invalidValue'),
});

const search = z.string().trim().max(200).optional();

/** The contacts list: one kind of people at a time, filtered by name or email, a page at a time. */
export const contactKinds = ['admins', 'board', 'shareholders'] as const;
export type ContactKind = (typeof contactKinds)[number];
export const ZPortfolioContactsQuerySchema = z.object({
  filter: jsonQuery('{}', z.object({ kind: z.enum(contactKinds).default('admins'), q: search })),
  range: ZRangeQuerySchema,
});
export type TPortfolioContactsQuery = z.infer<typeof ZPortfolioContactsQuerySchema>;

/** The follow-up tabs with their own addresses (signatures and matters come with their features). */
export const followUpTabs = ['company-info', 'shareholders'] as const;
export type FollowUpTab = (typeof followUpTabs)[number];
/**
 * What can need attention in a company, per follow-up tab. Company info: invitations not yet accepted, a
 * subscription that is not active, no chairperson registered, no shares registered. Shareholders (current holders):
 * no email, no national id or organisation number, a company name that differs from the public register's, and
 * beneficial owners who crossed 25 % or 50 % since the latest confirmed statement (kept by the register).
 */
export const followUpKinds = {
  'company-info': ['pendingInvitations', 'subscriptionNotActive', 'noChairperson', 'noSharesRegistered'],
  shareholders: ['missingEmail', 'missingId', 'outdatedName', 'beneficialOwnerCrossings'],
} as const satisfies Record<FollowUpTab, readonly string[]>;
export type FollowUpKind = (typeof followUpKinds)[FollowUpTab][number];

export const ZPortfolioFollowUpQuerySchema = z.object({
  filter: jsonQuery('{}', z.object({ tab: z.enum(followUpTabs).default('company-info'), q: search })),
  range: ZRangeQuerySchema,
});
export type TPortfolioFollowUpQuery = z.infer<typeof ZPortfolioFollowUpQuerySchema>;

/** The holders across the portfolio's companies, filtered by name, a page at a time. */
export const ZPortfolioShareholdersQuerySchema = z.object({
  filter: jsonQuery('{}', z.object({ q: search })),
  range: ZRangeQuerySchema,
});
export type TPortfolioShareholdersQuery = z.infer<typeof ZPortfolioShareholdersQuerySchema>;

/** `POST /portfolio/follow-up/shareholders/update`: holders (by organisation number) of one company to rename from the register. */
export const ZFollowUpShareholdersUpdateSchema = z.object({
  orgNo: z.string().trim().min(1, 'required').max(20),
  shareholderOrgNos: z.array(z.string().trim().min(1).max(20)).min(1, 'required').max(1000),
});
export type TFollowUpShareholdersUpdate = z.infer<typeof ZFollowUpShareholdersUpdateSchema>;
