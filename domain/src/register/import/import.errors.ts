/** Codes an uploaded spreadsheet or an import or export can be refused with; nothing is written when one is raised. */
export const spreadsheetErrorCodes = [
  'shareholderImport.notSpreadsheet',
  'shareholderImport.empty',
  'shareholderImport.wrongSheet',
  'shareholderImport.tooLarge',
  'shareholderImport.tooManyRows',
  'shareholderImport.formula',
  'shareholderImport.mergedCells',
  'shareholderImport.shareCountTooLarge',
  'shareholderImport.invalidRows',
  'shareholderImport.noRows',
  'shareholderUpload.unknownShareholder',
] as const;
export type SpreadsheetErrorCode = (typeof spreadsheetErrorCodes)[number];
