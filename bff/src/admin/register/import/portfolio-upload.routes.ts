import { portfolioScopeOf, uploadPortfolioShareholders, type PortfolioScope } from '@andel/domain/server';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../shared/app-env';
import { errorBody } from '../../../shared/error-handler';
import { newRouter, type BffDeps } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { uploadedFile } from '../../../shared/uploaded-file';
import { uploadSlot } from '../../../shared/upload-slots';
import { validate } from '../../../shared/validate';

const ZPortfolioIdParamsSchema = z.object({ id: z.uuid('invalidValue') });
/** One portfolio upload at a time per user (and the process's bound on all uploads). */
const userSlot = uploadSlot(undefined, (c) => `portfolio:${c.var.user.id}`);

/**
 * The portfolio's holder spreadsheet back, changed (seed: platform core, section 7): updates holders of the companies
 * the user administers, in one transaction; rows with errors answer 400 with each row's message keys.
 */
export const portfolioUploadRoutes = ({ config }: BffDeps) => {
  const upload = async (c: Context<AppEnv>, scope: PortfolioScope) => {
    const file = await uploadedFile(c, 'shareholderImport.empty');
    const outcome = await uploadPortfolioShareholders({ em: c.var.em, actor: c.var.user, scope, upload: file, allowSyntheticTestNumbers: config.ANDEL_TEST_ENVIRONMENT });
    return outcome.result === 'invalid' ? c.json({ ...errorBody(c, 'shareholderImport.invalidRows'), rows: outcome.rows }, 400) : c.json(outcome);
  };
  return newRouter()
    .post('/portfolio/upload-shareholders', requireUser, userSlot, (c) => upload(c, { kind: 'all' }))
    .post('/portfolio/:id/upload-shareholders', requireUser, validate('param', ZPortfolioIdParamsSchema), userSlot, (c) => upload(c, portfolioScopeOf(c.req.valid('param').id)));
};
