import { z } from 'zod';
import { ZLocalDateSchema, ZLocalDateUpToTodaySchema } from '../../kernel/validation/local-date';
import { ZMoneySchema, ZNominalValueSchema } from '../transactions/transaction-fields.schemas';
import { importLimits } from './import-columns';

const ZImportRowSchema = z.object({
  rowNumber: z.number().int().nonnegative(),
  values: z.record(z.string().max(100), z.string().max(10_000)),
});

/** The reviewed grid sent to revalidate or import (seed: POST /shareholder/{orgNo}/import-shareholders {shareholders}). */
export const ZImportRowsSchema = z.object({ shareholders: z.array(ZImportRowSchema).min(1, 'shareholderImport.noRows').max(importLimits.maxRows) });

/**
 * The import itself: the rows, and the transaction their shares enter by. The date of the holdings is
 * the shareholding-per-date transaction's date (empty log) or the issue's; the nominal value is needed
 * only for an empty log, the share price only for an issue (default: the nominal value).
 */
export const ZImportShareholdersSchema = ZImportRowsSchema.extend({
  /** Not after today: the bulk import writes today's read model at once (future-dated entries go through the transaction forms). */
  transactionDate: ZLocalDateUpToTodaySchema,
  nominalValue: ZNominalValueSchema.optional(),
  sharePrice: ZMoneySchema.optional(),
});
export type TImportShareholders = z.infer<typeof ZImportShareholdersSchema>;

export const exportContents = ['full', 'full_with_costprice', 'public'] as const;
export const exportLanguages = ['no', 'en', 'dual_en_no'] as const;
export const exportFormats = ['EXCEL', 'PDF', 'HTML'] as const;
export type ExportContent = (typeof exportContents)[number];
export type ExportLanguage = (typeof exportLanguages)[number];
export type ExportFormat = (typeof exportFormats)[number];

const exportOptions = {
  content: z.enum(exportContents).default('full'),
  language: z.enum(exportLanguages).default('no'),
  format: z.enum(exportFormats).default('EXCEL'),
  date: ZLocalDateSchema.optional(),
  /** Chosen by the screen that waits for the file, to ask how far the export is (GET /shareholder/export-progress). */
  ticket: z.uuid().optional(),
};

/** The seed's export rules: cost price only in Excel. */
const costPriceInExcel = (value: { content: ExportContent; format: ExportFormat }) => value.content !== 'full_with_costprice' || value.format === 'EXCEL';

export const ZExportQuerySchema = z.object(exportOptions).refine(costPriceInExcel, { message: 'invalidValue', path: ['format'] });
export type TExportQuery = z.infer<typeof ZExportQuerySchema>;

/** Several companies as one zip; HTML only for one company. */
export const ZBatchExportSchema = z
  .object({ ...exportOptions, organizationnumbers: z.array(z.string().min(1)).min(1, 'required').max(500) })
  .refine(costPriceInExcel, { message: 'invalidValue', path: ['format'] })
  .refine((value) => value.format !== 'HTML', { message: 'invalidValue', path: ['format'] });
export type TBatchExport = z.infer<typeof ZBatchExportSchema>;

export const certificateLanguages = ['nb', 'sv', 'en'] as const;
export const ZCertificateQuerySchema = z.object({ lang: z.enum(certificateLanguages).default('nb') });
