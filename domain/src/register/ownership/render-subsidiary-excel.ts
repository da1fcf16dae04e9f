import type { Writable } from 'node:stream';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { numberFormats, type ExportColumn } from '../export/export-columns';
import { sheetName, streamingWorkbook, writeRowSheet } from '../export/write-register-excel';
import type { OwnershipSubsidiary } from './ownership-views';

const columns = (language: Language): ExportColumn<OwnershipSubsidiary>[] => [
  { header: translate(language, 'ownership.excel.level'), value: (s) => String(s.level), numeric: true },
  { header: translate(language, 'ownership.excel.organizationNumber'), value: (s) => s.organizationNumber },
  { header: translate(language, 'ownership.excel.name'), value: (s) => s.name, typed: true },
  { header: translate(language, 'ownership.excel.ownershipInPercent'), value: (s) => s.ownershipInPercent, numeric: true, numFmt: numberFormats.percent },
  { header: translate(language, 'ownership.excel.sourceOrgNo'), value: (s) => s.sourceOrgNo },
];

async function* rowsOf<Row>(rows: Row[]) {
  yield* rows;
}

/** `GET /company/subsidiary-excel/…`: the company's subsidiaries on every level, one row each, onto `stream`. */
export const renderSubsidiaryExcel = async (subsidiaries: OwnershipSubsidiary[], title: string, language: Language, stream: Writable) => {
  const workbook = streamingWorkbook(stream);
  await writeRowSheet(workbook, sheetName(title, 'Subsidiaries'), columns(language), rowsOf(subsidiaries));
  await workbook.commit();
};
