import Decimal from 'decimal.js';
import { translate } from '../../collected/translate';
import { formatDate } from '../../kernel/format/date';
import { formatMoneyExact } from '../../kernel/format/money';
import { formatShares } from '../../kernel/format/shares';
import type { Language } from '../../kernel/i18n/languages';
import { pdfBytes } from '../../kernel/pdf/pdf-bytes';
import { drawCompanyHeading, drawSignatureLine, writePdfDocument } from '../../kernel/pdf/pdf-document';
import { drawPdfTable } from '../../kernel/pdf/pdf-table';
import type { SubscriptionOffer } from './subscription-offer';

export type SubscriptionFormCompany = { name: string; organisationNumber: string; currency: string };

/**
 * One subscriber's subscription form as a PDF in `language`: the company, the subscriber, per share class the price and
 * the shares offered, the period and the deadline for payment, and once entered the shares subscribed with their
 * amount, above a line per signer. Numbers and amounts in the language's way of writing them.
 */
export const subscriptionFormPdf = ({ company, offer, language, subscribed }: { company: SubscriptionFormCompany; offer: SubscriptionOffer; language: Language; subscribed: Map<string, bigint> | null }) => {
  const t = (key: string, params?: Record<string, string>) => translate(language, key, params);
  const money = (amount: Decimal | string) => formatMoneyExact(new Decimal(amount).toFixed(), language, company.currency);
  return pdfBytes((stream) =>
    writePdfDocument(stream, `${t('subscriptionForms.pdf.title')} ${company.name}`, async (doc) => {
      drawCompanyHeading(doc, t('subscriptionForms.pdf.title'), company, t('subscriptionForms.pdf.organisationNumber'));
      doc.moveDown(2).font('Helvetica').fontSize(11).text(t('subscriptionForms.pdf.intro', { company: company.name }));
      doc.moveDown().font('Helvetica-Bold').text(t('subscriptionForms.pdf.subscriber'), { continued: true }).font('Helvetica').text(` ${offer.name}${offer.organisationNumber ? ` (${offer.organisationNumber})` : ''}`);
      doc.moveDown();
      await drawPdfTable(
        doc,
        [
          { header: t('subscriptionForms.pdf.shareClass'), width: 95 },
          { header: t('subscriptionForms.pdf.price'), width: 95, align: 'right' },
          { header: t('subscriptionForms.pdf.offered'), width: 95, align: 'right' },
          { header: t('subscriptionForms.pdf.subscribed'), width: 95, align: 'right' },
          { header: t('subscriptionForms.pdf.amount'), width: 95, align: 'right' },
        ],
        offer.shares.map((line) => {
          const count = subscribed?.get(line.sharetypeId);
          return [
            line.sharetypeCode,
            money(line.sharePrice),
            formatShares(line.availableShares, language),
            count === undefined ? '' : formatShares(count, language),
            count === undefined ? '' : money(new Decimal(line.sharePrice).times(count.toString())),
          ];
        }),
      );
      doc.moveDown().font('Helvetica').fontSize(11).text(t('subscriptionForms.pdf.period', { from: formatDate(offer.period.from), to: formatDate(offer.period.to) }));
      if (offer.deadline) doc.text(t('subscriptionForms.pdf.deadline', { date: formatDate(offer.deadline) }));
      if (offer.isOversubscriptionAvailable) doc.text(t('subscriptionForms.pdf.oversubscription'));
      doc.moveDown().text(t('subscriptionForms.pdf.declaration', { company: company.name }));
      for (const signer of offer.signers) {
        doc.moveDown(3);
        drawSignatureLine(doc, doc.page.margins.left, doc.y, 260, signer.name);
        doc.moveDown();
      }
    }),
  );
};
