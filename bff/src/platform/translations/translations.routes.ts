import { createHash } from 'node:crypto';
import { compress } from 'hono/compress';
import { currentTranslationOverrides, ensureTranslationsCurrent } from '@andel/domain/server';
import { catalogue, catalogueWith, languages, ZTranslationExportParamsSchema, type Language, type TranslationsView } from '@andel/domain/shared';
import { newRouter } from '../../shared/router';
import { validate } from '../../shared/validate';

/** Names the shipped catalogue of each language, so a new release's texts are fetched again though no override changed. */
const shippedDigest = Object.fromEntries(
  languages.map((language) => [language, createHash('sha256').update(JSON.stringify(catalogue[language])).digest('base64url').slice(0, 16)]),
) as Record<Language, string>;

/**
 * The texts every app shows in one language: the shipped catalogue with the translation admin's overrides over it.
 * Public, because the sign-in page is translated too; an app loads only the language it shows. The ETag names the
 * shipped texts and the overrides' version: the browser revalidates (`no-cache`), and an unchanged one answers 304.
 */
export const translationRoutes = () =>
  newRouter().get('/translations/:language', validate('param', ZTranslationExportParamsSchema), compress(), async (c) => {
    const { language } = c.req.valid('param');
    await ensureTranslationsCurrent(c.var.em);
    const { version, overrides } = currentTranslationOverrides();
    const etag = `"translations-${language}-${shippedDigest[language]}-${version}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.json<TranslationsView>({ version, texts: catalogueWith(overrides)[language] });
  });
