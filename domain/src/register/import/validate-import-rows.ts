import { isCountryCode } from '../../kernel/validation/country-code';
import { applyShareholderField, type FieldPatch } from '../shareholders/apply-shareholder-field';
import type { ShareholderFieldName } from '../shareholders/shareholder-fields';
import type { ShareClassCode } from '../share-classes/share-class-codes';
import { countShares, formatShareNumbers, parseShareNumbers, type ShareInterval } from '../ledger/share-number-intervals';
import { isLocalDate } from '../../kernel/validation';
import { genderOfWord } from './gender-words';
import { classOfColumn, importTypeWords, type ImportColumn, type ImportRow, type ImportRowErrors, type ParsedImportRow } from './import-columns';

/** A row that passed: what to store for the shareholder, and the shares it holds per class. */
export type ValidImportRow = {
  rowNumber: number;
  isCompany: boolean;
  patch: FieldPatch & { country: string; nationality: string };
  shares: Map<ShareClassCode, bigint>;
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
  if (!isCountryCode(country)) errors.country = 'invalidCountryCode';
  const holder = { isCompany: isCompany ?? false, nationality: country, country };
  const patch: ValidImportRow['patch'] = { country, nationality: country };
  for (const [column, field] of fieldCells) {
    const text = column === 'gender' ? genderOfWord(values.gender ?? '') : (values[column] ?? '');
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
  const shares = new Map<ShareClassCode, bigint>();
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

/** The file's "1-100, 201-250", or null when it is malformed, empty or overlapping. */
const parsedShareNumbers = (text: string): ShareInterval[] | null => {
  try {
    const intervals = parseShareNumbers(text);
    return intervals.length ? intervals : null;
  } catch {
    return null;
  }
};

const duplicateKeyOf = ({ isCompany, patch }: ValidImportRow) =>
  isCompany ? (patch.companyNumber ? `c:${patch.companyNumber}` : null) : patch.nationalId ? `p:${patch.nationalId}` : null;

/**
 * Checks the grid's rows one at a time, in order, with the shareholder form's rules, plus duplicates across the
 * grid (per national id and per company number, seed: register, section 5) and against the register. It keeps
 * only each number's first row and the rows' errors, not the checked rows, so a large grid can be checked and
 * staged in chunks. A row's errors are final once every row is checked (a later duplicate marks an earlier row).
 */
export const importRowChecker = (context: Context) => {
  const firstRowOf = new Map<string, number>();
  const errorsOf = new Map<number, ImportRowErrors>();
  const markDuplicate = (index: number, key: string) => {
    const errors = errorsOf.get(index) ?? {};
    errors.identification ??= key.startsWith('c:') ? 'nonUniqueCompanyNumber' : 'nonUniqueSocialSecurityNumber';
    errorsOf.set(index, errors);
  };
  return {
    /** The row at `index` of the grid, as stored when it passes. */
    check: (row: ImportRow, index: number): ValidImportRow => {
      const { errors, valid } = validateRow(row, context);
      if (Object.keys(errors).length > 0) errorsOf.set(index, errors);
      const key = duplicateKeyOf(valid);
      const first = key === null ? undefined : firstRowOf.get(key);
      if (key !== null && first === undefined) firstRowOf.set(key, index);
      else if (key !== null && first !== undefined) {
        markDuplicate(first, key);
        markDuplicate(index, key);
      }
      return valid;
    },
    get hasErrors() {
      return errorsOf.size > 0;
    },
    /** The checked grid with each row's errors (an empty object when it passed). */
    withErrors: (rows: readonly ImportRow[]): ParsedImportRow[] => rows.map((row, index) => ({ ...row, errors: errorsOf.get(index) ?? {} })),
  };
};

/** Checks the whole grid at once (see `importRowChecker`): the rows with their errors, and each row as stored when it passes. */
export const validateImportRows = (rows: readonly ImportRow[], context: Context) => {
  const checker = importRowChecker(context);
  const valid = rows.map((row, index) => checker.check(row, index));
  return { rows: checker.withErrors(rows), hasErrors: checker.hasErrors, valid };
};
