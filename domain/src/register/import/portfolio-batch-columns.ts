import { languages } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { columnOfHeader } from './import-headers';
import type { ImportColumn } from './import-columns';

/**
 * The columns a portfolio's holder spreadsheet (seed: GET /portfolio/export-shareholders) has before the import
 * template's: the company's organisation number and name, and the holder's id, which finds the holder again on upload
 * (a person in the register need not have an identity number). The name is for people reading the file only.
 */
export const portfolioBatchColumns = ['organisationNumber', 'companyName', 'shareholderId'] as const;
export type PortfolioBatchColumn = (typeof portfolioBatchColumns)[number];
export type PortfolioBatchFileColumn = PortfolioBatchColumn | ImportColumn;

export const portfolioBatchHeaderKey = (column: PortfolioBatchColumn) => `portfolioBatch.column.${column}`;

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
let byLabel: Map<string, PortfolioBatchColumn> | undefined;

/** A header of the portfolio's spreadsheet in any language (or dual "nb / en"), else one of the import template's. */
export const portfolioBatchColumnOf = (header: string): PortfolioBatchFileColumn | undefined => {
  if (!byLabel) {
    byLabel = new Map();
    for (const column of portfolioBatchColumns) {
      const key = portfolioBatchHeaderKey(column);
      byLabel.set(normalise(column), column);
      for (const language of languages) byLabel.set(normalise(translate(language, key)), column);
      byLabel.set(normalise(`${translate('nb', key)} / ${translate('en', key)}`), column);
    }
  }
  return byLabel.get(normalise(header)) ?? columnOfHeader(header);
};
