import { birthDateOrOrganisationNumber } from '../shareholders/shareholder-display';
import { columnHeader } from '../import/build-import-template';
import { genderWord } from '../import/gender-words';
import { type ExportHolder, type RegisterExport } from './collect-register-export';
import { exportLabel } from './export-label';
import { classColumn, importTypeWords, type ImportColumn } from '../import/import-columns';
import type { ExportShareholder } from './register-pages';
import type { ExportContent } from '../import/import.schemas';

/** A column of an export: its header and each row's value (a holder's by default). `typed` marks text a person typed (escaped in spreadsheets). */
export type ExportColumn<Row = ExportHolder> = {
  header: string;
  value: (row: Row) => string;
  typed?: boolean;
  /** A number (a decimal string as the value): a number cell in spreadsheets, shown with `numFmt` when given. */
  numeric?: boolean;
  numFmt?: string;
};

/** Excel number formats: whole shares, money with two decimals, a percentage with two. */
export const numberFormats = { shares: '#,##0', money: '#,##0.00', percent: '0.00' } as const;

const fieldValue: Partial<Record<ImportColumn, (holder: ExportShareholder) => string | null | undefined>> = {
  type: (holder) => (holder.isCompany ? importTypeWords.company : importTypeWords.person),
  identification: (holder) => (holder.isCompany ? holder.companyNumber : holder.nationalId),
  representativeName: (holder) => holder.contactName,
  representativeSsn: (holder) => holder.contactNationalId,
  address: (holder) => holder.address,
  postalCode: (holder) => holder.postalCode,
  city: (holder) => holder.city,
  country: (holder) => holder.country,
  email: (holder) => holder.email,
  phoneNumber: (holder) => (holder.phoneNumber ? `${holder.phoneCountryCode ?? ''} ${holder.phoneNumber}`.trim() : null),
  utlNumber: (holder) => holder.utlNumber,
  lockupEndDate: (holder) => holder.lockupEndDate,
  isEmployee: (holder) => (holder.isEmployee ? 'y' : ''),
};

const header = (data: Pick<RegisterExport, 'languages'>, column: ImportColumn) => data.languages.map((language) => columnHeader(column, language)).join(' / ');

const classColumns = (data: RegisterExport): ExportColumn[] =>
  data.classes.map((shareClass) => ({
    header: header(data, shareClass.code === 'COMMON' ? 'numberOfShares' : classColumn(shareClass.code)),
    value: (holder) => holder.sharesByClass.get(shareClass.id) ?? '0',
    numeric: true,
    numFmt: numberFormats.shares,
  }));

/**
 * The import template's columns that describe a holder (type, name, numbers, contact fields, loan, gender,
 * employee), in its order and in the export's languages: what a spreadsheet to update holders from carries.
 */
export const holderColumns = (data: Pick<RegisterExport, 'languages'>): ExportColumn[] => {
  const typed = (column: ImportColumn): ExportColumn => ({ header: header(data, column), value: (holder) => fieldValue[column]?.(holder.shareholder) ?? '', typed: true });
  return [
    typed('type'),
    { header: header(data, 'name'), value: (holder) => holder.name, typed: true },
    ...(['identification', 'representativeName', 'representativeSsn', 'address', 'postalCode', 'city', 'country', 'email', 'phoneNumber', 'utlNumber', 'lockupEndDate'] as const).map(typed),
    { header: header(data, 'loanAmount'), value: (holder) => holder.shareholder.loanAmount ?? '', numeric: true, numFmt: numberFormats.money },
    { header: header(data, 'gender'), value: (holder) => (holder.shareholder.gender ? genderWord(holder.shareholder.gender, data.languages[0]!) : ''), typed: true },
    typed('isEmployee'),
  ];
};

/**
 * The columns of a spreadsheet or HTML export. Full content repeats the import template's columns
 * (so an exported register imports again) and adds votes and ownership; public content shows only
 * what a public register shows: name, birth date or company number, postal address, shares, ownership.
 */
export const exportColumns = (data: RegisterExport, content: ExportContent, costPrices?: Map<string, string>): ExportColumn[] => {
  const label = (key: string) => exportLabel(data, key);
  const typed = (column: ImportColumn): ExportColumn => ({ header: header(data, column), value: (holder) => fieldValue[column]?.(holder.shareholder) ?? '', typed: true });
  const name: ExportColumn = { header: header(data, 'name'), value: (holder) => holder.name, typed: true };
  const totals: ExportColumn[] = [
    { header: label('export.doc.votes'), value: (holder) => holder.totalVotes, numeric: true },
    { header: label('export.doc.ownership'), value: (holder) => holder.ownership, numeric: true, numFmt: numberFormats.percent },
  ];
  if (content === 'public')
    return [
      name,
      { header: label('export.doc.identification'), value: (holder) => birthDateOrOrganisationNumber(holder.shareholder) },
      typed('postalCode'),
      typed('city'),
      typed('country'),
      ...classColumns(data),
      ...totals,
    ];
  const full: ExportColumn[] = [
    ...holderColumns(data),
    ...classColumns(data),
    { header: header(data, 'shareNumbers'), value: (holder) => holder.shareNumbers },
    ...totals,
  ];
  if (content === 'full_with_costprice' && costPrices)
    full.push({ header: label('export.doc.costPrice'), value: (holder) => costPrices.get(holder.shareholder.id) ?? '', numeric: true, numFmt: numberFormats.money });
  return full;
};
