/** A PostgreSQL array literal of plain values (ids, numbers, share numbers: nothing that needs escaping), bound as `?::type[]`. */
export const pgArray = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;
