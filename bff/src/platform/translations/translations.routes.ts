import { currentTranslationOverrides, ensureTranslationsCurrent } from '@andel/domain/server';
import type { TranslationOverridesView } from '@andel/domain/shared';
import { newRouter } from '../../shared/router';

/**
 * What every app puts over the catalogue it ships (the translation admin's overrides), public because the sign-in
 * page is translated too. The ETag names the overrides' version: the browser revalidates (`no-cache`), and an
 * unchanged version answers 304 without a body.
 */
export const translationRoutes = () =>
  newRouter().get('/translations', async (c) => {
    await ensureTranslationsCurrent(c.var.em);
    const view = currentTranslationOverrides();
    const etag = `"translations-${view.version}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json<TranslationOverridesView>(view);
  });
