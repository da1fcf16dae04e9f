/** Form values without empty inputs (react-admin gives `null` or `''`), so optional schema fields stay absent. */
export const withoutEmpty = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null && field !== undefined && field !== '')
      .map(([key, field]) => [key, withoutEmpty(field)]),
  );
};

type FieldError = string | { message: string };

/**
 * Errors by dotted path (`shareAllocation.0.numberOfShares`) as the nested object react-hook-form reads;
 * a message that is not a catalogue key (zod's own, for a missing choice) reads as `required`.
 */
export const nestErrors = (errors: Record<string, FieldError>, isKey: (message: string) => boolean) => {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(errors)) {
    const message = typeof error === 'string' ? error : error.message;
    const parts = path.split('.');
    let node: Record<string, unknown> = nested;
    for (const [index, part] of parts.slice(0, -1).entries()) node = (node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {}) as Record<string, unknown>;
    node[parts.at(-1)!] = isKey(message) ? message : 'required';
  }
  return nested;
};
