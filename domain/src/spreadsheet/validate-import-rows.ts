import { applyShareholderField, type FieldPatch } from '../shareholder/apply-shareholder-field';
import type { ShareholderFieldName } from '../shareholder/shareholder-fields';
import type { ShareTypeCode } from '../shareType/share-type-codes';
import { countShares, formatShareNumbers, parseShareNumbers, type ShareInterval } from '../transactionLog/ledger/share-number-intervals';
import { isLocalDate } from '../validation';
import { classOfColumn, importTypeWords, type ImportColumn, type ImportRow, type ImportRowErrors, type ParsedImportRow } from './import-columns';

/** A row that passed: what to store for the shareholder, and the shares it holds per class. */
export type ValidImportRow = {
  rowNumber: number;
  isCompany: boolean;
  patch: FieldPatch & { country: string; nationality: string };
  shares: Map<ShareTypeCode, bigint>;
  shareNumbers: string | null;
  entryDate: string | null;
};

type Context = {
  allowSyntheticTestNumbers: boolean;
  /** Identity and company numbers already on the register (in their stored form). */
  existingNationalIds: ReadonlySet<string>;
  existingCompanyNumbers: ReadonlySet<string>;
};

/** Cells checked with the shareholder form's rules, and the field each feeds. Order matters: country before postal code, postal code before city. */
const fieldCells: [ImportColumn, ShareholderFieldName][] = [
  ['name', 'shareholderName'],
  ['identification', 'nationalId'],
  ['representativeName', 'contactInfoName'],
  ['representativeSsn', 'contactInfoNationalId'],
  ['address', 'address'],
  ['postalCode', 'postalCode'],
  ['city', 'city'],
  ['email', 'email'],
  ['phoneNumber', 'phone'],
  ['utlNumber', 'utlNumber'],
  ['lockupEndDate', 'lockupEndDate'],
  ['loanAmount', 'loanAmount'],
  ['gender', 'gender'],
];

/** Stored lengths the form's rules do not check, by the field they fill and the cell it came from. */
const maxLengths: [keyof ValidImportRow['patch'], ImportColumn, number][] = [
  ['firstName', 'name', 100],
  ['middleName', 'name', 100],
  ['lastName', 'name', 100],
  ['companyName', 'name', 300],
  ['contactName', 'representativeName', 300],
  ['email', 'email', 320],
  ['postalCode', 'postalCode', 20],
  ['city', 'city', 100],
];
/** PostgreSQL's bigint, the share count column. */
const maxShareCount = 2n ** 63n - 1n;

const typeOf = (text: string | undefined): boolean | null => {
  const word = text?.trim().toLowerCase();
  if (word === importTypeWords.company || word === 'company' || word === 'företag') return true;
  if (word === importTypeWords.person) return false;
  return null;
};

const employeeOf = (text: string): boolean | null | undefined => {
  const word = text.trim().toLowerCase();
  if (word === '') return null;
  return ['y', 'yes', 'j', 'ja'].includes(word) ? true : undefined;
};

const validateRow = ({ rowNumber, values }: ImportRow, context: Context): { errors: ImportRowErrors; valid: ValidImportRow } => {
  const errors: ImportRowErrors = {};
  const isCompany = typeOf(values.type);
  if (isCompany === null) errors.type = values.type ? 'shareholderImport.invalidType' : 'required';
  const country = (values.country ?? 'NO').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) errors.country = 'invalidCountryCode';
  const holder = { isCompany: isCompany ?? false, nationality: country, country };
  const patch: ValidImportRow['patch'] = { country, nationality: country };
  for (const [column, field] of fieldCells) {
    const text = values[column] ?? '';
    if (column === 'city' && text === '') continue;
    if (column !== 'name' && text === '') continue;
    const outcome = applyShareholderField(holder, column === 'identification' && holder.isCompany ? 'companyNumber' : field, text, context);
    if ('error' in outcome) errors[column] = outcome.error;
    else Object.assign(patch, outcome.patch);
  }
  for (const [field, column, max] of maxLengths) if (String(patch[field] ?? '').length > max) errors[column] ??= 'text-too-long';
  if (values.isEmployee) {
    const employee = employeeOf(values.isEmployee);
    if (employee === undefined) errors.isEmployee = 'invalidValue';
    else patch.isEmployee = employee;
  }
  if (values.entryDate && !isLocalDate(values.entryDate)) errors.entryDate = 'localdate-field.invalid-date';
  const shares = new Map<ShareTypeCode, bigint>();
  for (const [column, text] of Object.entries(values) as [ImportColumn, string][]) {
    const code = classOfColumn(column);
    if (!code) continue;
    const digits = text.replace(/\s/g, '');
    if (!/^\d+$/.test(digits)) errors[column] = 'number-field.not-a-number';
    else if (BigInt(digits) > maxShareCount) errors[column] = 'shareholderImport.tooManyShares';
    else if (BigInt(digits) > 0n) shares.set(code, BigInt(digits));
  }
  let shareNumbers: string | null = null;
  if (values.shareNumbers) {
    const runs = parsedShareNumbers(values.shareNumbers);
    const total = [...shares.values()].reduce((sum, count) => sum + count, 0n);
    if (!runs) errors.shareNumbers = 'shareNumbers.invalid';
    else if (countShares(runs) !== total) errors.shareNumbers = 'shareNumbers.sumMismatch';
    else shareNumbers = formatShareNumbers(runs, ',');
  }
  if (patch.nationalId && context.existingNationalIds.has(patch.nationalId)) errors.identification = 'nonUniqueSocialSecurityNumber';
  if (patch.companyNumber && context.existingCompanyNumbers.has(patch.companyNumber)) errors.identification = 'nonUniqueCompanyNumber';
  return { errors, valid: { rowNumber, isCompany: holder.isCompany, patch, shares, shareNumbers, entryDate: values.entryDate ?? null } };
};

/** Marks every row whose identity or company number another row of the grid also has. */
const markDuplicates = (checked: { errors: ImportRowErrors; valid: ValidImportRow }[]) => {
  const keyOf = ({ valid }: { valid: ValidImportRow }) =>
    valid.isCompany ? (valid.patch.companyNumber ? `c:${valid.patch.companyNumber}` : null) : valid.patch.nationalId ? `p:${valid.patch.nationalId}` : null;
  const groups = Map.groupBy(checked.filter((row) => keyOf(row) !== null), (row) => keyOf(row)!);
  for (const [key, rows] of groups)
    if (rows.length > 1) for (const row of rows) row.errors.identification ??= key.startsWith('c:') ? 'nonUniqueCompanyNumber' : 'nonUniqueSocialSecurityNumber';
};

/**
 * Checks each row of the import grid with the shareholder form's rules, plus duplicates across the grid
 * (per national id and per company number, seed: register, section 5) and against the register.
 */

/** The file's "1-100, 201-250", or null when it is malformed, empty or overlapping. */
const parsedShareNumbers = (text: string): ShareInterval[] | null => {
  try {
    const intervals = parseShareNumbers(text);
    return intervals.length ? intervals : null;
  } catch {
    return null;
  }
};

export const validateImportRows = (rows: readonly ImportRow[], context: Context) => {
  const checked = rows.map((row) => validateRow(row, context));
  markDuplicates(checked);
  const parsed: ParsedImportRow[] = rows.map((row, index) => ({ ...row, errors: checked[index]!.errors }));
  const hasErrors = parsed.some((row) => Object.keys(row.errors).length > 0);
  return { rows: parsed, hasErrors, valid: checked.map((row) => row.valid) };
};
