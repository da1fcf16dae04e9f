import { isLocalDate } from '../../kernel/validation/calendar-date';
import type { ExportContent, ExportFormat, ExportLanguage } from '../import/import.schemas';

export type ExportChoice = { content: ExportContent; language: ExportLanguage; format: ExportFormat; date: string; organizationnumbers: string[] };

/** The seed's defaults: full content, Norwegian, Excel, today. */
export const defaultExportChoice = (organisationNumber: string, today: string): ExportChoice => ({ content: 'full', language: 'no', format: 'EXCEL', date: today, organizationnumbers: [organisationNumber] });

/** Formats offered for a choice: cost price only in Excel; HTML only for one company. */
export const offeredExportFormats = (choice: Pick<ExportChoice, 'content' | 'organizationnumbers'>): ExportFormat[] => {
  if (choice.content === 'full_with_costprice') return ['EXCEL'];
  return choice.organizationnumbers.length > 1 ? ['EXCEL', 'PDF'] : ['EXCEL', 'PDF', 'HTML'];
};

/** A change to the dialog, with the rules applied: a format no longer offered switches to Excel. */
export const applyExportChoice = (choice: ExportChoice, change: Partial<ExportChoice>): ExportChoice => {
  const next = { ...choice, ...change };
  return offeredExportFormats(next).includes(next.format) ? next : { ...next, format: 'EXCEL' };
};

/** What stops the export: a missing or invalid date, no company. Message keys by field. */
export const exportChoiceErrors = (choice: ExportChoice): Partial<Record<'date' | 'organizationnumbers', string>> => ({
  ...(choice.date === '' ? { date: 'required' } : !isLocalDate(choice.date) ? { date: 'localdate-field.invalid-date' } : {}),
  ...(choice.organizationnumbers.length === 0 ? { organizationnumbers: 'export.companiesRequired' } : {}),
});
