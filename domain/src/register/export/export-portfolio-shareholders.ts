import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import { translate } from '../../collected/translate';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { Company } from '../../platform/companies/company.entity';
import { findPortfolioBatchCompanies } from '../../platform/portfolios/find-scope-companies';
import type { PortfolioScope } from '../../platform/portfolios/portfolio-scopes';
import type { User } from '../../platform/users/user.entity';
import type { ExportLanguage } from '../import/import.schemas';
import { portfolioBatchHeaderKey, type PortfolioBatchColumn } from '../import/portfolio-batch-columns';
import { collectRegisterExport, exportDate, exportLanguagesOf, type ExportHolder } from './collect-register-export';
import { exportLabel } from './export-label';
import { holderColumns, type ExportColumn } from './export-columns';
import type { RegisterFile } from './export-register';
import { sheetName, streamingWorkbook, writeRowSheet } from './write-register-excel';

type PortfolioRow = { company: Pick<Company, 'organisationNumber' | 'name'>; holder: ExportHolder };

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `GET /portfolio/export-shareholders` (and under `/portfolio/{id}/`): one .xlsx with every shareholder of every
 * company of the scope the user administers (holders of nothing now included), a row each: the company, the holder's
 * id, then the import template's holder columns, to change and upload again. Admins only: a scope without an
 * administered company is `portfolio.adminRoleRequired` (custom roles never batch-export). Each company's export is
 * audited, as a register export is; the companies are read one after another, each in its own read-only snapshot,
 * a page of holders at a time as the file is written.
 */
export const exportPortfolioShareholders = async ({ em, actor, scope, language }: { em: EntityManager; actor: User; scope: PortfolioScope; language: ExportLanguage }): Promise<RegisterFile> => {
  const companies = await findPortfolioBatchCompanies({ em, user: actor, scope });
  const languages = exportLanguagesOf(language);
  const label = (column: PortfolioBatchColumn) => exportLabel({ languages }, portfolioBatchHeaderKey(column));
  const columns: ExportColumn<PortfolioRow>[] = [
    { header: label('organisationNumber'), value: (row) => row.company.organisationNumber },
    { header: label('companyName'), value: (row) => row.company.name, typed: true },
    { header: label('shareholderId'), value: (row) => row.holder.shareholder.id },
    ...holderColumns({ languages }).map((column): ExportColumn<PortfolioRow> => ({ ...column, value: (row) => column.value(row.holder) })),
  ];
  async function* rows(): AsyncIterable<PortfolioRow> {
    for (const company of companies) {
      const tx = em.fork();
      await tx.begin({ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
      try {
        const data = await collectRegisterExport({ em: tx, company: tx.merge(company), language, withoutShares: true });
        await em.fork().transactional(async (audit) =>
          recordAuditEvent({ em: audit, type: 'register.exported', actor: audit.merge(actor), company: audit.merge(company), after: { content: 'full', format: 'EXCEL', language, holders: data.holderCount } }),
        );
        for await (const holder of data.holders()) yield { company, holder };
      } finally {
        await tx.commit();
      }
    }
  }
  const write = async (stream: Writable) => {
    const workbook = streamingWorkbook(stream);
    await writeRowSheet(workbook, sheetName(languages.map((lang) => translate(lang, 'export.doc.holders')).join(' - '), 'Shareholders'), columns, rows());
    await workbook.commit();
  };
  return { fileName: `portfolio-shareholders-${exportDate(undefined).date}.xlsx`, contentType: xlsx, write };
};
