import { IsolationLevel, TransactionPropagation, type EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { PassThrough, type Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { zipSync } from 'fflate';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { collectRegisterExport, exportDate, type RegisterExport } from './collect-register-export';
import { exportQueue, takeCompanyExportPlace } from './export-limits';
import { trackExport } from './export-progress';
import { exportColumns } from './export-columns';
import { findCostPrices } from './find-cost-prices';
import type { TExportQuery } from '../import/import.schemas';
import { writeRegisterExcel } from './write-register-excel';
import { writeRegisterHtml } from './write-register-html';
import { writeRegisterPdfInWorker } from './write-register-pdf-in-worker';

export type RegisterFile = { fileName: string; contentType: string; write: (stream: Writable) => Promise<void> };

const contentTypes = {
  EXCEL: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
  HTML: 'text/html; charset=utf-8',
} as const;
const extensions = { EXCEL: 'xlsx', PDF: 'pdf', HTML: 'html' } as const;

type Options = { em: EntityManager; actor: User; company: Company; options: TExportQuery; withoutShares?: boolean };

/** How long an export waits before it asks again for its company's place, when another export of the company holds it. */
const companyBusyRetryMs = 500;

/**
 * The register of one company as a file (seed: GET /shareholder/export/{orgNo}): Excel, PDF or HTML,
 * in Norwegian, English or both, full, full with cost price (Excel only) or public. The export is
 * audited, since it hands personal data out of the system. `withoutShares` adds every shareholder who
 * holds nothing now: the spreadsheet to edit and upload again (seed: GET /shareholder/export-shareholders).
 * The register is read as the file is written, a page of holders at a time, in one read-only REPEATABLE READ
 * transaction (one snapshot for the totals and every page); the audit event is committed on its own before the
 * first byte. Exports wait in line for a place in this process and one of the company's (`export-limits`), their
 * place and progress followed under `options.ticket`; a PDF is drawn in a worker thread.
 */
export const exportRegister = async ({ em, actor, company, options, withoutShares }: Options): Promise<RegisterFile> => {
  const { ticket = randomUUID(), ...choice } = options;
  /** One turn: false when the company's places are all taken (nothing written). */
  const writeWhenFree = async (stream: Writable, progress: ReturnType<typeof trackExport>) => {
    const release = await exportQueue.take((place) => progress.set({ state: 'queued', place }));
    try {
      // The reader left while the export waited in line.
      if (stream.destroyed) return true;
      return await em.transactional(
        async (tx) => {
          if (!(await takeCompanyExportPlace(tx, company))) return false;
          const data = await collectRegisterExport({ em: tx, company, language: choice.language, date: choice.date, withoutShares });
          const costPrices = choice.content === 'full_with_costprice' ? await findCostPrices(tx, company) : undefined;
          const columns = exportColumns(data, choice.content, costPrices);
          await em.transactional(async (audit) => recordAuditEvent({ em: audit, type: 'register.exported', actor, company, after: { ...choice, holders: data.holderCount } }), {
            propagation: TransactionPropagation.REQUIRES_NEW,
          });
          const counted = countedHolders(data, choice.format === 'PDF' ? 2 : 1, (done, total) => progress.set({ state: 'writing', done, total }));
          await {
            EXCEL: () => writeRegisterExcel(counted, columns, stream),
            PDF: () => writeRegisterPdfInWorker(counted, choice.content, stream),
            HTML: () => writeRegisterHtml(counted, columns, stream),
          }[choice.format]();
          return true;
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
      );
    } finally {
      release();
    }
  };
  const write = async (stream: Writable) => {
    const progress = trackExport(ticket, actor.id, company.id);
    try {
      while (!(await writeWhenFree(stream, progress))) {
        progress.set({ state: 'companyBusy' });
        await sleep(companyBusyRetryMs);
      }
      progress.set({ state: 'finished' });
    } catch (error) {
      progress.set({ state: 'failed' });
      throw error;
    }
  };
  return { fileName: `shareholders-${company.organisationNumber}-${exportDate(choice.date).date}.${extensions[choice.format]}`, contentType: contentTypes[choice.format], write };
};

/** The export with its holders counted as they are read (`passes` times: a PDF reads them twice), reported every page. */
const countedHolders = (data: RegisterExport, passes: number, report: (done: number, total: number) => void): RegisterExport => {
  const total = data.holderCount * passes;
  let done = 0;
  report(done, total);
  return {
    ...data,
    holders: async function* () {
      for await (const holder of data.holders()) {
        yield holder;
        if (++done % reportEvery === 0) report(done, total);
      }
    },
  };
};
const reportEvery = 500;

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
