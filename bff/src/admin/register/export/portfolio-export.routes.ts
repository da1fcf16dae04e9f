import { exportPortfolioShareholders, portfolioScopeOf } from '@andel/domain/server';
import { z } from 'zod';
import { newRouter } from '../../../shared/router';
import { requireUser } from '../../../shared/session';
import { sendFile } from '../../../shared/send-file';
import { validate } from '../../../shared/validate';

const ZPortfolioIdParamsSchema = z.object({ id: z.uuid('invalidValue') });

/**
 * The portfolio's holder spreadsheet (seed: platform core, section 7): every holder of the companies the user
 * administers, in all their companies or one portfolio; admins only, checked in the use-case. Mounted before the
 * portfolio's `/portfolio/:id`.
 */
export const portfolioExportRoutes = () =>
  newRouter()
    .get('/portfolio/export-shareholders', requireUser, async (c) =>
      sendFile(c, await exportPortfolioShareholders({ em: c.var.em, actor: c.var.user, scope: { kind: 'all' }, language: c.var.user.language === 'en' ? 'en' : 'no' })),
    )
    .get('/portfolio/:id/export-shareholders', requireUser, validate('param', ZPortfolioIdParamsSchema), async (c) =>
      sendFile(c, await exportPortfolioShareholders({ em: c.var.em, actor: c.var.user, scope: portfolioScopeOf(c.req.valid('param').id), language: c.var.user.language === 'en' ? 'en' : 'no' })),
    );
