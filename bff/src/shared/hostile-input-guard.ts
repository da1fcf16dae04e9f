import { hostileJsonValue, hostileUrlValue, urlValueBounds, type HostileValue } from '@andel/domain/shared';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorBody } from './error-handler';

const refused = (c: Context<AppEnv>, { field, key, params }: HostileValue) =>
  c.json({ ...errorBody(c, 'validationError'), errors: { [field]: params ? { message: key, args: params } : key } }, 400);

/** A percent-encoded value decoded, or null when its bytes are not UTF-8 (an encoded lone surrogate among them). */
const decoded = (value: string): string | null => {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return null;
  }
};

const firstHostileInUrl = (url: string): HostileValue | null => {
  const { pathname, search } = new URL(url);
  for (const segment of pathname.split('/')) {
    const value = decoded(segment);
    const hostile = value === null ? { field: 'path', key: 'invalidCharacters' as const } : hostileUrlValue('path', value, urlValueBounds.pathSegment);
    if (hostile) return hostile;
  }
  for (const pair of search.slice(1).split('&')) {
    const [rawName = '', rawValue = ''] = pair.split('=', 2);
    const [name, value] = [decoded(rawName), decoded(rawValue)];
    if (name === null || value === null) return { field: 'query', key: 'invalidCharacters' };
    const hostile = hostileUrlValue('query', name, urlValueBounds.pathSegment) ?? hostileUrlValue(name, value, urlValueBounds.queryValue);
    if (hostile) return hostile;
  }
  return null;
};

/**
 * Refuses, before any route reads them, the values no route can take: a NUL byte or a lone surrogate (or bytes that
 * are not UTF-8) in a path segment, a query value or any string or key of a JSON body; a path segment or query value
 * past its length bound; a JSON body nested past any schema. Each is a 400 with the field and a message key, so no
 * route has to guard its own parameters and none reaches the database with a value PostgreSQL refuses. Field lengths
 * and other characters are each schema's (`textSchema`).
 */
export const hostileInputGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const inUrl = firstHostileInUrl(c.req.url);
  if (inUrl) return refused(c, inUrl);
  if (c.req.header('content-type')?.startsWith('application/json')) {
    const body: unknown = await c.req.json().catch(() => undefined);
    const inBody = hostileJsonValue(body);
    if (inBody) return refused(c, inBody);
  }
  await next();
};
