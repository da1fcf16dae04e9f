type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParser<T> = {
  safeParse: (values: unknown) => { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

export type FormValidation<T> = { data: T; errors: null } | { data: null; errors: Record<string, string> };

/**
 * Checks form values with the shared zod schema the BFF validates with; errors are message keys by field,
 * the first problem of each field.
 */
export const validateForm = <T>(schema: SafeParser<T>, values: unknown): FormValidation<T> => {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || 'root'] ??= issue.message;
  return { data: null, errors };
};
