import { exportTranslations, listTranslations, setTranslation } from '@andel/domain/server';
import { ZTranslationExportParamsSchema, ZTranslationKeyParamsSchema, ZTranslationSearchSchema, ZTranslationUpdateSchema } from '@andel/domain/shared';
import { newRouter } from '../../../shared/router';
import { validate } from '../../../shared/validate';
import { requireSuperAdmin } from '../super-admin/require-super-admin';

/** The translation admin (seed: `/t`, super-admins only): every key with its texts, edits over the catalogue, export. */
export const translationAdminRoutes = () =>
  newRouter()
    .use('/t/*', requireSuperAdmin)
    .get('/t/messages', validate('query', ZTranslationSearchSchema), async (c) => c.json(await listTranslations({ em: c.var.em, input: c.req.valid('query') })))
    .put('/t/messages/:key/:language', validate('param', ZTranslationKeyParamsSchema), validate('json', ZTranslationUpdateSchema), async (c) => {
      const { key, language } = c.req.valid('param');
      await setTranslation({ em: c.var.em, actor: c.var.user, key, language, text: c.req.valid('json').text });
      return c.json({ ok: true });
    })
    .delete('/t/messages/:key/:language', validate('param', ZTranslationKeyParamsSchema), async (c) => {
      const { key, language } = c.req.valid('param');
      await setTranslation({ em: c.var.em, actor: c.var.user, key, language, text: null });
      return c.json({ ok: true });
    })
    .get('/t/export/:language', validate('param', ZTranslationExportParamsSchema), async (c) => {
      const { language } = c.req.valid('param');
      c.header('Content-Disposition', `attachment; filename="${language}.json"`);
      return c.json(await exportTranslations({ em: c.var.em, language }));
    });
