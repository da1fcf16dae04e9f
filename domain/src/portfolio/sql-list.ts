/** The placeholders of an `in (…)` list for a raw query: one `?` per value; the list must not be empty. */
export const sqlList = (values: readonly unknown[]) => values.map(() => '?').join(', ');
