import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { appForPath, appNames, type AppName } from '@andel/domain/shared';
import type { AppEnv } from './shared/app-env';

const distDir = (app: AppName) => fileURLToPath(new URL(`../../${app}/dist`, import.meta.url));

/** Serves the four built apps: hashed assets under /_apps/{app}/ cached for a year (gzipped at build), pages as the app's index.html. */
export const mountStaticApps = (app: Hono<AppEnv>) => {
  const pages = new Map<AppName, Promise<string>>();
  const page = (name: AppName) => {
    if (!pages.has(name)) pages.set(name, readFile(`${distDir(name)}/index.html`, 'utf8'));
    return pages.get(name)!;
  };
  for (const name of appNames) {
    app.use(
      `/_apps/${name}/*`,
      serveStatic({
        root: distDir(name),
        rewriteRequestPath: (path) => path.slice(`/_apps/${name}`.length),
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
  }
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/_apps/') || c.req.path.startsWith('/api/')) return c.notFound();
    const name = appForPath(c.req.path);
    try {
      c.header('Cache-Control', 'no-cache');
      return c.html(await page(name));
    } catch {
      pages.delete(name);
      return c.text(`The ${name} app is not built. Run npm run build.`, 503);
    }
  });
};
