import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import { DomainError } from '../../kernel/errors/domain-error';
import { formatDate } from '../../kernel/format/date';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { drawCompanyHeading, writePdfDocument } from '../../kernel/pdf/pdf-document';
import type { Company } from '../../platform/companies/company.entity';
import type { RegisterFile } from '../export/export-register';
import { paragraphLabel } from './article-languages';
import { findArticlesInForce } from './find-articles-in-force';

/**
 * `GET /articlesofassociation/{orgNo}/download`: the articles in force on `date` (today without one) as a PDF in
 * one of their languages (their first without one): the company's heading, the date the version applies from, and
 * each paragraph with its heading in the version's format ("§ 1 Foretaksnavn") and its text.
 */
export const articlesOfAssociationPdf = async ({ em, company, date, language }: { em: EntityManager; company: Company; date?: string; language?: Language }): Promise<RegisterFile> => {
  const version = await findArticlesInForce({ em, company, date });
  if (!version) throw new DomainError('articles.notFound');
  const lang = language && version.languages.includes(language) ? language : version.languages[0]!;
  const t = (key: string, params?: Record<string, string>) => translate(lang, key, params);
  const textIn = (texts: { language: string; text: string }[]) => texts.find((entry) => entry.language === lang)?.text ?? '';
  const write = (stream: Writable) =>
    writePdfDocument(stream, `${t('articles.pdf.title')} ${company.name}`, (doc) => {
      drawCompanyHeading(doc, t('articles.pdf.title'), company, t('export.doc.organisationNumber'));
      doc.moveDown(0.5).fontSize(10).text(t('articles.pdf.validFrom', { date: formatDate(version.date) }), { align: 'center' });
      doc.moveDown(1.5);
      for (const article of version.articles) {
        const title = textIn(article.titles);
        doc.font('Helvetica-Bold').fontSize(12).text(`${paragraphLabel(article.paragraph, version.paragraphFormat)}${title ? ` ${title}` : ''}`);
        doc.moveDown(0.3).font('Helvetica').fontSize(11).text(textIn(article.texts));
        doc.moveDown();
      }
    });
  return { fileName: `articles-of-association-${company.organisationNumber}-${version.date}.pdf`, contentType: 'application/pdf', write };
};
