/** Characters a spreadsheet program may read as the start of a formula (OWASP's CSV injection list). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Text someone typed, made safe for a spreadsheet cell: a value that would start a formula gets a leading
 * apostrophe, so Excel, LibreOffice and Sheets show it as text and never evaluate it. Numbers we wrote
 * ourselves are not passed through here.
 */
export const neutraliseFormula = (text: string): string => (formulaStart.test(text) ? `'${text}` : text);
