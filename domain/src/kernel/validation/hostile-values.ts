import { hasLoneSurrogate } from './text';

/** A path segment is at most this long (ids, organisation numbers, dates, file names), a query value this (a filter naming many ids). */
export const urlValueBounds = { pathSegment: 1_000, queryValue: 8_000 } as const;
/** JSON bodies nest at most this deep: the deepest schema (a rich text of 50 levels travels as a string) is far below. */
export const maxJsonDepth = 64;

export type HostileValue = { field: string; key: 'invalidCharacters' | 'maxStringLength' | 'nestingTooDeep'; params?: Record<string, unknown> };

/** A string PostgreSQL cannot store: a NUL byte or a lone surrogate. */
export const isUnstorableText = (value: string) => value.includes('\u0000') || hasLoneSurrogate(value);

/** Why one value of a URL (already decoded) is refused, if it is: characters that cannot be stored, or past the length bound. */
export const hostileUrlValue = (field: string, value: string, maxLength: number): HostileValue | null => {
  if (isUnstorableText(value)) return { field, key: 'invalidCharacters' };
  if (value.length > maxLength) return { field, key: 'maxStringLength', params: { maxLength } };
  return null;
};

/**
 * The first string or key of a parsed JSON body that PostgreSQL cannot store, or the first place it nests deeper than
 * `maxJsonDepth`: walked without recursion, so a body nested 100,000 levels is refused instead of overflowing the stack
 * of whatever walks it next (a recursive schema).
 */
export const hostileJsonValue = (body: unknown): HostileValue | null => {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    const field = path || 'root';
    if (typeof value === 'string') {
      if (isUnstorableText(value)) return { field, key: 'invalidCharacters' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxJsonDepth) return { field, key: 'nestingTooDeep', params: { maxDepth: maxJsonDepth } };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) return { field, key: 'invalidCharacters' };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
};
