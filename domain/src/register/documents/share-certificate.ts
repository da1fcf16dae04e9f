import type { EntityManager } from '@mikro-orm/core';
import type { Writable } from 'node:stream';
import type { Company } from '../../platform/companies/company.entity';
import { formatShares } from '../../kernel/format/shares';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { findShareholder } from '../shareholders/shareholder-commands';
import { formatShareClassNames } from '../share-classes/format-share-class-name';
import { ShareClass } from '../share-classes/share-class.entity';
import { getRegister } from '../read-model/get-register';
import { holderName } from '../export/collect-register-export';
import { birthDateOrOrganisationNumber } from '../shareholders/shareholder-display';
import type { RegisterFile } from '../export/export-register';
import { drawCompanyHeading, writePdfDocument } from '../../kernel/pdf/pdf-document';
import { drawPdfTable } from '../../kernel/pdf/pdf-table';

/**
 * A share certificate for one holder (seed: GET /shareholder-certificate/{id}?lang and the portal's
 * certificate): the company, the holder, each class held with its count and share numbers, and the
 * date, in Norwegian, Swedish or English. It is an extract of the register as it stands.
 */
export const shareCertificate = async ({ em, company, shareholderId, language }: { em: EntityManager; company: Company; shareholderId: string; language: Language }): Promise<RegisterFile> => {
  const shareholder = await findShareholder(em, company, shareholderId);
  const [register, shareClasses] = await Promise.all([getRegister({ em, company }), em.find(ShareClass, { company })]);
  const own = register.rows.find((row) => row.shareholderId === shareholderId);
  const t = (key: string, params?: Record<string, string>) => translate(language, key, params);
  const today = new Date().toISOString().slice(0, 10);
  const write = (stream: Writable) =>
    writePdfDocument(stream, `${t('certificate.title')} ${company.name}`, async (doc) => {
      drawCompanyHeading(doc, t('certificate.title'), company, t('export.doc.organisationNumber'));
      doc.moveDown(2).fontSize(11).text(t('certificate.text', { holder: holderName(shareholder), company: company.name }));
      const identification = birthDateOrOrganisationNumber(shareholder);
      if (identification) doc.fontSize(10).text(`${t('export.doc.identification')}: ${identification}`);
      doc.moveDown();
      const rows = (own?.holdings ?? []).map((holding) => {
        const shareClass = shareClasses.find((type) => type.id === holding.shareTypeId)!;
        return [formatShareClassNames(shareClass, language, (key) => translate(language, key)).name, formatShares(holding.shares, language), holding.shareNumbers.replaceAll(',', ', ')];
      });
      if (rows.length === 0) doc.text(t('certificate.noShares'));
      else
        await drawPdfTable(
          doc,
          [
            { header: t('export.doc.class'), width: 170 },
            { header: t('export.doc.shares'), width: 90, align: 'right' },
            { header: t('export.doc.shareNumbers'), width: 215 },
          ],
          [...rows, [t('export.doc.total'), formatShares(own!.totalShares, language), '']],
          { boldLastRow: true },
        );
      doc.moveDown(3).font('Helvetica').fontSize(11).text(t('certificate.issued', { date: today }));
      doc.moveDown(3).text('______________________________');
      doc.text(t('certificate.signature'));
      doc.moveDown(2).fontSize(8).fillColor('#555555').text(t('certificate.notice'));
    });
  return { fileName: `share-certificate-${company.organisationNumber}-${today}.pdf`, contentType: 'application/pdf', write };
};
