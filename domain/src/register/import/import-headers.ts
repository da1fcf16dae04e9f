import { languages } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { shareClassCodes } from '../share-classes/share-class-codes';
import { classColumn, headerKey, importFieldColumns, type ImportColumn } from './import-columns';

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

let byLabel: Map<string, ImportColumn> | undefined;

/**
 * Recognises a header cell in any of the three languages, or as the column's key: a file filled in from a
 * Swedish template imports the same as one from a Norwegian template. A class column is recognised by the
 * class's name ("A-aksjer", "A shares") or its code ("A").
 */
export const columnOfHeader = (header: string): ImportColumn | undefined => {
  if (!byLabel) {
    byLabel = new Map();
    const add = (column: ImportColumn, key: string) => {
      for (const language of languages) byLabel!.set(normalise(translate(language, key)), column);
      // A dual-language export heads its columns "Navn / Name".
      byLabel!.set(normalise(`${translate('nb', key)} / ${translate('en', key)}`), column);
    };
    for (const column of importFieldColumns) {
      byLabel.set(normalise(column), column);
      add(column, headerKey(column));
    }
    for (const code of shareClassCodes.filter((code) => code !== 'COMMON')) {
      byLabel.set(normalise(classColumn(code)), classColumn(code));
      byLabel.set(normalise(code), classColumn(code));
      add(classColumn(code), `shareClass.${code}.name`);
    }
  }
  return byLabel.get(normalise(header));
};
