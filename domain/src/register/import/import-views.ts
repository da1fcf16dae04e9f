// What the shareholder import's calls answer, shared by the domain and BFF that build it and the console that shows it.
import type { ShareClassCode } from '../share-classes/share-class-codes';
import type { ParsedImportRow } from './import-columns';
import type { PortfolioBatchFileColumn } from './portfolio-batch-columns';

/** `POST /shareholder/{orgNo}/parse-excel` and `/validate-import-rows`: the review grid's rows, each with its cells' message keys. */
export type CheckedImportRows = { rows: ParsedImportRow[]; hasErrors: boolean };

/** A row imported: the new holder, its row in the grid, its shares per class code and the date they count from. */
export type ImportedShareholder = { shareholderId: string; rowNumber: number; shares: Partial<Record<ShareClassCode, string>>; entryDate: string };

/** `POST /shareholder/{orgNo}/import-shareholders`: the holders imported, and the entry that gave them their shares (none when no row has shares). */
export type ImportedShareholders = { count: number; transactionType: 'SHAREHOLDING_PER_DATE' | 'ISSUE' | null; shareholders: ImportedShareholder[] };

/** `POST /shareholder/{orgNo}/upload-shareholders`: the holders the spreadsheet updated. */
export type UploadedShareholders = { shareholderIds: string[] };

/** A refused row of the portfolio's holder spreadsheet: its cells' message keys, by the file's column. */
export type PortfolioBatchRowErrors = Partial<Record<PortfolioBatchFileColumn, string>>;

/**
 * `POST /portfolio/upload-shareholders`: the holders updated per company, or (with 400 `shareholderImport.invalidRows`)
 * every row with an error, and nothing written.
 */
export type PortfolioBatchUploadResult =
  | { result: 'updated'; count: number; companies: { organisationNumber: string; companyName: string; shareholderIds: string[] }[] }
  | { result: 'invalid'; rows: { rowNumber: number; organisationNumber: string; errors: PortfolioBatchRowErrors }[] };
