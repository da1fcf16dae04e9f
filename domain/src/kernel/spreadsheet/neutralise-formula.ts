/** Characters a spreadsheet program may read as the start of a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Text someone typed, made safe for a spreadsheet cell: a value that would start a formula gets a leading
 * apostrophe, so Excel, LibreOffice and Sheets show it as text and never evaluate it. Numbers we wrote
 * ourselves are not passed through here.
 */
export const neutraliseFormula = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);

/** The reverse, for reading an exported file back: an apostrophe we put before a formula character is dropped. */
export const restoreFormula = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);
