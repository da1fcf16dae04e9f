/** Codes a shareholder register statement call can be refused with. */
export const statementErrorCodes = ['statement.notConnected', 'statement.filingFailed', 'statement.notNorwegian', 'statement.yearNotClosed'] as const;
