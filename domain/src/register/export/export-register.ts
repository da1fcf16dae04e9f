import { IsolationLevel, TransactionPropagation, type EntityManager } from '@mikro-orm/core';
import { PassThrough, type Writable } from 'node:stream';
import { zipSync } from 'fflate';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { collectRegisterExport, exportDate } from './collect-register-export';
import { exportColumns } from './export-columns';
import { findCostPrices } from './find-cost-prices';
import type { TExportQuery } from '../import/import.schemas';
import { writeRegisterExcel } from './write-register-excel';
import { writeRegisterHtml } from './write-register-html';
import { writeRegisterPdf } from './write-register-pdf';

export type RegisterFile = { fileName: string; contentType: string; write: (stream: Writable) => Promise<void> };

const contentTypes = {
  EXCEL: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
  HTML: 'text/html; charset=utf-8',
} as const;
const extensions = { EXCEL: 'xlsx', PDF: 'pdf', HTML: 'html' } as const;

type Options = { em: EntityManager; actor: User; company: Company; options: TExportQuery; withoutShares?: boolean };

/**
 * The register of one company as a file (seed: GET /shareholder/export/{orgNo}): Excel, PDF or HTML,
 * in Norwegian, English or both, full, full with cost price (Excel only) or public. The export is
 * audited, since it hands personal data out of the system. `withoutShares` adds every shareholder who
 * holds nothing now: the spreadsheet to edit and upload again (seed: GET /shareholder/export-shareholders).
 * The register is read as the file is written, a page of holders at a time, in one read-only REPEATABLE READ
 * transaction (one snapshot for the totals and every page); the audit event is committed on its own before the
 * first byte.
 */
export const exportRegister = async ({ em, actor, company, options, withoutShares }: Options): Promise<RegisterFile> => {
  const write = (stream: Writable) =>
    em.transactional(
      async (tx) => {
        const data = await collectRegisterExport({ em: tx, company, language: options.language, date: options.date, withoutShares });
        const costPrices = options.content === 'full_with_costprice' ? await findCostPrices(tx, company) : undefined;
        const columns = exportColumns(data, options.content, costPrices);
        await em.transactional(async (audit) => recordAuditEvent({ em: audit, type: 'register.exported', actor, company, after: { ...options, holders: data.holderCount } }), {
          propagation: TransactionPropagation.REQUIRES_NEW,
        });
        await {
          EXCEL: () => writeRegisterExcel(data, columns, stream),
          PDF: () => writeRegisterPdf(data, options.content, stream),
          HTML: () => writeRegisterHtml(data, columns, stream),
        }[options.format]();
      },
      { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
    );
  return { fileName: `shareholders-${company.organisationNumber}-${exportDate(options.date).date}.${extensions[options.format]}`, contentType: contentTypes[options.format], write };
};

/** A file's bytes, for the batch zip. */
export const registerFileBytes = async (file: RegisterFile): Promise<Uint8Array> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => stream.on('end', resolve).on('error', reject));
  await file.write(stream);
  await ended;
  return Buffer.concat(chunks);
};

/** Several companies' registers as one zip (seed: POST /shareholder/exports), one file per company. */
export const exportRegisters = async ({ em, actor, companies, options }: Omit<Options, 'company'> & { companies: Company[] }): Promise<Uint8Array> => {
  const files: Record<string, Uint8Array> = {};
  for (const company of companies) {
    const file = await exportRegister({ em, actor, company, options });
    files[file.fileName] = await registerFileBytes(file);
  }
  return zipSync(files, { level: 6 });
};
