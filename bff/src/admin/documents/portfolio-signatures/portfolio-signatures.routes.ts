import {
  findPortfolioMatterFollowUps,
  findPortfolioSignatures,
  portfolioCompanySigners,
  portfolioDestinationFolders,
  portfolioScopeOf,
  sendPortfolioDocumentsForSigning,
  ZCompanySignersSchema,
  ZPortfolioSendSchema,
} from '@andel/domain/server';
import { ZPortfolioScopeParamsSchema } from '@andel/domain/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { newRouter, type BffDeps } from '../../../shared/router';
import { attachmentSlots, uploadSlot } from '../../../shared/upload-slots';
import { uploadedFiles } from '../../../shared/uploaded-file';
import { requireUser } from '../../../shared/session';
import { validate } from '../../../shared/validate';
import { errorBody } from '../../../shared/error-handler';

/** The wizard's multipart fields besides `files`: `destinations`, `signers` and `signingSettings` as JSON, `emailBody` as text. */
const wizardFields = async (c: Context<AppEnv>) => {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const json = (field: unknown) => {
    try {
      return typeof field === 'string' ? JSON.parse(field) : undefined;
    } catch {
      return undefined;
    }
  };
  const parsed = ZPortfolioSendSchema.safeParse({ emailBody: typeof body.emailBody === 'string' ? body.emailBody : undefined, destinations: json(body.destinations), signers: json(body.signers), signingSettings: json(body.signingSettings) });
  return parsed;
};

/** The signatures of a scope, or of one company in it, with the follow-up of matters counted as the seed's response does. */
const signaturesOf = async (c: Context<AppEnv>, scope: string, organisationNumber?: string) => {
  const portfolioScope = portfolioScopeOf(scope);
  const [signatures, matters] = await Promise.all([
    findPortfolioSignatures({ em: c.var.em, user: c.var.user, scope: portfolioScope, organisationNumber }),
    findPortfolioMatterFollowUps({ em: c.var.em.fork(), user: c.var.user, scope: portfolioScope, tab: 'votes' }),
  ]);
  return c.json({ ...signatures, followUpMattersCount: matters.followUpMattersCount });
};

/**
 * Portfolio signatures (seed 000 and 002: `follow-up/signatures/{pending|signed|sent|sealed}` at portfolio and company
 * level): `GET /portfolio/{scope}/signatures[/{orgNo}]`, the scope as the other portfolio tabs name it (all, a role,
 * or a portfolio's id). Signed-in; the use-case covers only the user's own signatures and administered companies.
 */
export const portfolioSignatureRoutes = (deps: BffDeps) =>
  newRouter()
    // The send-for-signing wizard (seed 002, "Portfolio signatures"): admins only, checked per company in the use-case.
    .get('/portfolio/signatures/destination-folders/:orgNo', requireUser, validate('param', z.object({ orgNo: z.string().min(1).max(20) })), async (c) =>
      c.json(await portfolioDestinationFolders({ em: c.var.em, user: c.var.user, organisationNumber: c.req.valid('param').orgNo })),
    )
    .post('/portfolio/signatures/company-signers', requireUser, validate('json', ZCompanySignersSchema), async (c) =>
      c.json(await portfolioCompanySigners({ em: c.var.em, user: c.var.user, companies: c.req.valid('json').companies })),
    )
    .post('/portfolio/signatures/send-uploaded-document-for-signing', requireUser, uploadSlot(attachmentSlots, (c) => c.var.user.id), async (c) => {
      const input = await wizardFields(c);
      if (!input.success) return c.json({ ...errorBody(c as never, 'validationError'), errors: Object.fromEntries(input.error.issues.map((issue) => [issue.path.join('.') || 'root', issue.message])) }, 400);
      const sent = await sendPortfolioDocumentsForSigning({ em: c.var.em, store: deps.fileStore, appUrl: deps.config.appUrl, user: c.var.user, files: await uploadedFiles(c), input: input.data });
      deps.emailQueued();
      return c.json(sent, 201);
    })
    .get('/portfolio/:scope/signatures', requireUser, validate('param', ZPortfolioScopeParamsSchema), async (c) => signaturesOf(c, c.req.valid('param').scope))
    .get('/portfolio/:scope/signatures/:orgNo', requireUser, validate('param', ZPortfolioScopeParamsSchema.extend({ orgNo: z.string().min(1).max(20) })), async (c) =>
      signaturesOf(c, c.req.valid('param').scope, c.req.valid('param').orgNo),
    );
