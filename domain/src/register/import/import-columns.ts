import type { ShareClassCode } from '../share-classes/share-class-codes';

/** The import row's columns (seed: register, "Import row"), in the template's order. */
export const importFieldColumns = [
  'type',
  'name',
  'identification',
  'representativeName',
  'representativeSsn',
  'address',
  'postalCode',
  'city',
  'country',
  'email',
  'phoneNumber',
  'utlNumber',
  'lockupEndDate',
  'loanAmount',
  'gender',
  'isEmployee',
  'numberOfShares',
  'shareNumbers',
  'entryDate',
] as const;
export type ImportFieldColumn = (typeof importFieldColumns)[number];

/** `numberOfShares` counts ordinary (COMMON) shares; other classes have a column each, `shares.<code>`. */
export type ImportClassColumn = `shares.${ShareClassCode}`;
export type ImportColumn = ImportFieldColumn | ImportClassColumn;

/** The classes the template offers a column for (seed: "per-class counts (preference, A, B, C)"). */
export const templateClassCodes = ['PREFERENCE', 'A', 'B', 'C'] as const satisfies readonly ShareClassCode[];

export const classColumn = (code: ShareClassCode): ImportClassColumn => `shares.${code}`;
export const classOfColumn = (column: ImportColumn): ShareClassCode | null =>
  column.startsWith('shares.') ? (column.slice('shares.'.length) as ShareClassCode) : column === 'numberOfShares' ? 'COMMON' : null;

/** The seed's type words: "selskap" for a company, "person" for a person. */
export const importTypeWords = { company: 'selskap', person: 'person' } as const;

/** One row as the grid shows and edits it: every cell as text, keyed by column. */
export type ImportRowValues = Partial<Record<ImportColumn, string>>;
export type ImportRow = { rowNumber: number; values: ImportRowValues };
/** Per-cell message keys; a row without errors has an empty object. */
export type ImportRowErrors = Partial<Record<ImportColumn, string>>;
export type ParsedImportRow = ImportRow & { errors: ImportRowErrors };

/** Limits on an uploaded spreadsheet. */
const maxRows = 100_000;
export const importLimits = {
  maxUploadBytes: 50 * 1024 * 1024,
  maxRows,
  /**
   * What the file's entries may unpack to, together: 3 KiB of XML a row (a row with every one of 21 columns filled with
   * 45 characters takes 1.6 KiB inline and 2 KiB with shared strings; the bench's 100,000 rows unpack to 36 MiB) and
   * 16 MiB for the rest (styles, the instructions sheet).
   * Checked in the zip's central directory before anything is inflated, then while each entry is inflated.
   */
  maxUncompressedBytes: maxRows * 3072 + 16 * 1024 * 1024,
  /** Bytes of an entry without markup in a row (a cell holds at most 32,767 characters, escaped). */
  maxTextRun: 1024 * 1024,
  maxZipEntries: 1_000,
} as const;

export type ImportLimits = Record<keyof typeof importLimits, number>;

export const headerKey = (column: ImportColumn) => `shareholderImport.column.${column}`;
