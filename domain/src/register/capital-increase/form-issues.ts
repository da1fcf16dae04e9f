import Decimal from 'decimal.js';

/** A failure of the form: where (the field's path) and which message key, with its parameters. */
export type FormIssue = { path: (string | number)[]; message: string; params?: Record<string, string | number> };

/** Collects issues under a path prefix. */
export class IssueList {
  readonly issues: FormIssue[] = [];
  add(path: (string | number)[], message: string, params?: Record<string, string | number>) {
    this.issues.push(params ? { path, message, params } : { path, message });
  }
  /** Adds `required` when the value is null, undefined or blank; true when it was there. */
  required(path: (string | number)[], value: unknown): boolean {
    const missing = value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
    if (missing) this.add(path, 'required');
    return !missing;
  }
}

const plain = (value: string) => value.trim().replace(',', '.');

/**
 * A typed decimal, required: `required` when blank, `number-field.not-a-number` when not a number,
 * `number-field.not-positive-or-zero` below zero, `number-field.not-positive` at zero when `positive`.
 */
export const requiredDecimal = (list: IssueList, path: (string | number)[], value: string | null, { positive = false } = {}): Decimal | null => {
  if (!list.required(path, value)) return null;
  const text = plain(value!);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return list.add(path, 'number-field.not-a-number'), null;
  const decimal = new Decimal(text);
  if (decimal.isNegative()) return list.add(path, positive ? 'number-field.not-positive' : 'number-field.not-positive-or-zero'), null;
  if (positive && decimal.isZero()) return list.add(path, 'number-field.not-positive'), null;
  return decimal;
};

/** A typed share count, required: whole (`number-field.not-a-number`) and zero or more. */
export const requiredCount = (list: IssueList, path: (string | number)[], value: string | null): bigint | null => {
  if (!list.required(path, value)) return null;
  const text = value!.trim();
  if (/^-\d+$/.test(text)) return list.add(path, 'number-field.not-positive-or-zero'), null;
  if (!/^\d+$/.test(text)) return list.add(path, 'number-field.not-a-number'), null;
  return BigInt(text);
};

/** The decimals a decimal string carries ("1.2500" has 2 that matter). */
export const significantDecimals = (value: Decimal): number => value.decimalPlaces();
