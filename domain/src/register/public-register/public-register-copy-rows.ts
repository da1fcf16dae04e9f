import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
import { DomainError } from '../../kernel/errors/domain-error';
import { copyValue } from '../../kernel/sql/copy-rows';
import type { RefusedRow } from './public-register-load.entity';
import { listedRefusals } from './public-register.schemas';
import { headerProblem, readPublicRegisterLine, type PublicRegisterRow, type RefusalReason } from './public-register-row';


/** The columns of `public_register_holding` in the order each COPY line gives them. */
export const copyColumns = [
  'year', 'organisation_number', 'row_number', 'company_name', 'share_class', 'holder_name', 'holder_birth_year',
  'holder_organisation_number', 'postal_place', 'country', 'shares', 'company_shares',
] as const;

const copyLine = (year: number, rowNumber: number, row: PublicRegisterRow) =>
  [
    year, row.organisationNumber, rowNumber, row.companyName, row.shareClass, row.holderName, row.holderBirthYear,
    row.holderOrganisationNumber, row.postalPlace, row.country, row.shares, row.companyShares,
  ].map(copyValue).join('\t') + '\n';

/** Far beyond any real row (nine short fields); a longer one fails the load (`publicRegister.lineTooLong`). */
const maxLineLength = 64 * 1024;

export type CopyRowsCounts = {
  rowsRead: number;
  rowsLoaded: number;
  rowsRefused: number;
  refusalCounts: Partial<Record<RefusalReason, number>>;
  refusedRows: RefusedRow[];
};

/**
 * The extract's bytes in, COPY text out, a chunk at a time (only the chunk and a partial line are held): the first
 * line must be the header after a BOM (else the stream fails with `publicRegister.missingBom` or
 * `publicRegister.wrongHeader` and nothing is written), each data line is read (`readPublicRegisterLine`) and
 * either written or counted as refused with its line number. Blank lines are skipped.
 */
export const publicRegisterCopyRows = (year: number) => {
  const counts: CopyRowsCounts = { rowsRead: 0, rowsLoaded: 0, rowsRefused: 0, refusalCounts: {}, refusedRows: [] };
  const decoder = new StringDecoder('utf8');
  let partial = '';
  let lineNumber = 0;
  const take = (line: string): string => {
    lineNumber += 1;
    if (lineNumber === 1) {
      const problem = headerProblem(line);
      if (problem) throw new DomainError(`publicRegister.${problem}`);
      return '';
    }
    if (line.trim() === '') return '';
    counts.rowsRead += 1;
    const read = readPublicRegisterLine(line, year);
    if ('row' in read) {
      counts.rowsLoaded += 1;
      return copyLine(year, lineNumber, read.row);
    }
    counts.rowsRefused += 1;
    counts.refusalCounts[read.refused] = (counts.refusalCounts[read.refused] ?? 0) + 1;
    if (counts.refusedRows.length < listedRefusals) counts.refusedRows.push({ rowNumber: lineNumber, reason: read.refused });
    return '';
  };
  const linesOf = (text: string, callback: TransformCallback, final: boolean) => {
    try {
      const lines = (partial + text).split('\n');
      partial = final ? '' : lines.pop()!;
      // A line never ends in a file without line breaks: refused before it fills the memory.
      if (partial.length > maxLineLength) throw new DomainError('publicRegister.lineTooLong');
      let out = '';
      for (const line of lines) out += take(line);
      callback(null, out === '' ? undefined : out);
    } catch (error) {
      callback(error as Error);
    }
  };
  const stream = new Transform({
    writableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      linesOf(decoder.write(chunk), callback, false);
    },
    flush(callback) {
      const rest = decoder.end();
      if (partial + rest === '' && lineNumber > 0) return callback();
      linesOf(rest, callback, true);
    },
  });
  return { stream, counts };
};
