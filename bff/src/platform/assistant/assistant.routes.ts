import { DomainError, openAiProvider, requestCompletion, requestTranslation, setAiAssistant, type AssistantProvider, type Company } from '@andel/domain/server';
import { ZAiAssistantSettingSchema, ZAiCompleteSchema, ZAiTranslateSchema, type AccessPolicy } from '@andel/domain/shared';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../../shared/app-env';
import { anyCompanyAccess, authorizeCompany, requireCompanyAccess } from '../../shared/authorize';
import { newRouter, type BffDeps } from '../../shared/router';
import { requireUser } from '../../shared/session';
import { validate } from '../../shared/validate';

const settingsEdit: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM'], feature: 'companySettings', level: 'EDIT' };
const ZOrgNoQuerySchema = z.object({ orgNo: z.string().min(1).max(20).optional() });

/**
 * Sends the model's answer as plain text while it comes. The first piece is awaited before the response starts, so a
 * model that cannot be reached answers `ai.notAvailable` with its status; a failure later ends the stream early.
 */
const streamAnswer = async (c: Context<AppEnv>, answer: AsyncIterable<string>) => {
  const pieces = answer[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch {
    throw new DomainError('ai.notAvailable');
  }
  c.header('Content-Type', 'text/plain; charset=utf-8');
  return stream(c, async (out) => {
    if (!first.done) await out.write(first.value);
    try {
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) await out.write(next.value);
    } catch {
      await out.abort();
    }
  });
};

/** The AI writing assistant (seed 000, section 7): complete and translate, and the company's switch for it. */
export const assistantRoutes = (deps: BffDeps) => {
  const provider = (): AssistantProvider | null => (deps.config.ai ? openAiProvider(deps.config.ai) : null);
  const companyOf = async (c: Context<AppEnv>, orgNo: string | undefined): Promise<Company | null> =>
    orgNo ? (await authorizeCompany(c, anyCompanyAccess, orgNo)).company : null;
  const limits = { userPerHour: deps.config.AI_LIMIT_USER_HOUR, userPerDay: deps.config.AI_LIMIT_USER_DAY, companyPerHour: deps.config.AI_LIMIT_COMPANY_HOUR, companyPerDay: deps.config.AI_LIMIT_COMPANY_DAY };
  const status = (company: Company | null) => ({ configured: deps.config.ai !== null, enabled: company?.aiAssistantEnabled ?? true });
  return newRouter()
    .get('/ai/status', requireUser, (c) => c.json(status(null)))
    .get('/ai/:orgNo/status', requireCompanyAccess(anyCompanyAccess), (c) => c.json(status(c.var.companyAccess.company)))
    .post('/ai/complete', requireUser, validate('json', ZAiCompleteSchema), async (c) =>
      streamAnswer(c, await requestCompletion({ em: c.var.em, actor: c.var.user, company: null, input: c.req.valid('json'), provider: provider(), limits })),
    )
    .post('/ai/:orgNo/complete', requireCompanyAccess(anyCompanyAccess), validate('json', ZAiCompleteSchema), async (c) =>
      streamAnswer(c, await requestCompletion({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json'), provider: provider(), limits })),
    )
    .post('/ai/translate', requireUser, validate('query', ZOrgNoQuerySchema), validate('json', ZAiTranslateSchema), async (c) => {
      const company = await companyOf(c, c.req.valid('query').orgNo);
      return streamAnswer(c, await requestTranslation({ em: c.var.em, actor: c.var.user, company, input: c.req.valid('json'), provider: provider(), limits }));
    })
    .put('/company-settings/:orgNo/ai-assistant', requireCompanyAccess(settingsEdit), validate('json', ZAiAssistantSettingSchema), async (c) => {
      const company = await setAiAssistant({ em: c.var.em, actor: c.var.user, company: c.var.companyAccess.company, input: c.req.valid('json') });
      return c.json({ enabled: company.aiAssistantEnabled });
    });
};
