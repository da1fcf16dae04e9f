import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import type { Writable } from 'node:stream';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { formatDate } from '../../kernel/format/date';
import { formatMoneyExact } from '../../kernel/format/money';
import { formatShares } from '../../kernel/format/shares';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { findShareholder } from '../shareholders/shareholder-commands';
import type { Shareholder } from '../shareholders/shareholder.entity';
import { formatShareClassNames } from '../share-classes/format-share-class-name';
import { ShareClass } from '../share-classes/share-class.entity';
import { getTransaction } from '../transactions/get-transaction';
import { holderName } from '../export/collect-register-export';
import { birthDateOrOrganisationNumber } from '../shareholders/shareholder-display';
import type { RegisterFile } from '../export/export-register';
import { drawCompanyHeading, drawSignatureLine, writePdfDocument } from '../../kernel/pdf/pdf-document';
import { drawPdfTable } from '../../kernel/pdf/pdf-table';
import { hasContractNote } from './contract-note.schemas';

type Options = {
  em: EntityManager;
  company: Company;
  entryId: string;
  language: Language;
  /** The shareholder asking from the portal: they must be the seller or the buyer. */
  party?: string;
};

type SalePayload = { fromShareholderId: string; toShareholderId: string; pricePerShare: string };

/** What one party's block shows: name, birth date or organisation number, and postal address. */
const partyLines = (holder: Shareholder, identificationLabel: string) => {
  const identification = birthDateOrOrganisationNumber(holder);
  const place = [holder.postalCode, holder.city].filter(Boolean).join(' ');
  return [identification ? `${identificationLabel}: ${identification}` : '', holder.address ?? '', place].filter(Boolean);
};

/**
 * The contract note of a sale (seed: `GET /contract-note-pdf/{id}` and the portal's
 * `download-contract-note`): company, date, seller and buyer with their birth date or organisation number
 * and address, per class the number of shares, the share numbers, the price per share and the amount, the
 * total, and lines for both parties to sign, in Norwegian, Swedish or English. Counts and shares come from
 * the entry's postings; the price from its payload, multiplied as decimals. Only live BUY_SELL entries have one;
 * from the portal only the seller or the buyer may have it (anyone else is told the entry does not exist).
 */
export const contractNote = async ({ em, company, entryId, language, party }: Options): Promise<RegisterFile> => {
  const transaction = await getTransaction({ em, company, id: entryId });
  const { entry } = transaction;
  const payload = entry.payload as SalePayload;
  if (transaction.isDeleted || (party !== undefined && party !== payload.fromShareholderId && party !== payload.toShareholderId))
    throw new DomainError('transactions.notFound');
  if (!hasContractNote(entry.type)) throw new DomainError('transactions.contractNote.notASale');
  const [seller, buyer, shareClasses] = await Promise.all([
    findShareholder(em, company, payload.fromShareholderId),
    findShareholder(em, company, payload.toShareholderId),
    em.find(ShareClass, { company }),
  ]);
  const t = (key: string, params?: Record<string, string>) => translate(language, key, params);
  const money = (amount: Decimal) => formatMoneyExact(amount.toFixed(), language, company.currency);
  const price = new Decimal(payload.pricePerShare);
  const sold = transaction.postings.filter((line) => line.shareholderId === payload.fromShareholderId && BigInt(line.quantity) < 0n);
  const lines = sold.map((line) => {
    const shares = -BigInt(line.quantity);
    const shareClass = shareClasses.find((type) => type.id === line.sharetypeId)!;
    return { className: formatShareClassNames(shareClass, language, (key) => translate(language, key)).name, shares, numbers: line.given, amount: price.mul(shares.toString()) };
  });
  const totalShares = lines.reduce((sum, line) => sum + line.shares, 0n);
  const total = lines.reduce((sum, line) => sum.add(line.amount), new Decimal(0));
  const tradeDate = formatDate(transaction.transactionDate);
  const today = formatDate(new Date());

  const write = (stream: Writable) =>
    writePdfDocument(stream, `${t('contractNote.title')} ${company.name}`, async (doc) => {
      const left = doc.page.margins.left;
      const width = doc.page.width - left - doc.page.margins.right;
      const half = (width - 20) / 2;
      drawCompanyHeading(doc, t('contractNote.title'), company, t('export.doc.organisationNumber'));
      doc.moveDown(1.5).font('Helvetica').fontSize(10);
      doc.text(`${t('contractNote.tradeDate')}: ${tradeDate}`, left);
      doc.text(`${t('contractNote.reference')}: ${entry.sequence}`);
      doc.moveDown(1.5);

      const top = doc.y;
      const drawParty = (x: number, title: string, holder: Shareholder) => {
        doc.font('Helvetica-Bold').fontSize(11).text(title, x, top, { width: half });
        doc.font('Helvetica').fontSize(10).text(holderName(holder), { width: half });
        for (const line of partyLines(holder, t('export.doc.identification'))) doc.text(line, { width: half });
        return doc.y;
      };
      const bottom = Math.max(drawParty(left, t('contractNote.seller'), seller), drawParty(left + half + 20, t('contractNote.buyer'), buyer));
      doc.x = left;
      doc.y = bottom;
      doc.moveDown(1.5);

      await drawPdfTable(
        doc,
        [
          { header: t('export.doc.class'), width: 95 },
          { header: t('export.doc.shares'), width: 70, align: 'right' },
          { header: t('export.doc.shareNumbers'), width: 120 },
          { header: t('contractNote.pricePerShare'), width: 95, align: 'right' },
          { header: t('contractNote.amount'), width: 95, align: 'right' },
        ],
        [
          ...lines.map((line) => [line.className, formatShares(line.shares, language), line.numbers.replaceAll(',', ', '), money(price), money(line.amount)]),
          [t('export.doc.total'), formatShares(totalShares, language), '', '', money(total)],
        ],
        { boldLastRow: true },
      );

      doc.moveDown(2).font('Helvetica').fontSize(10);
      doc.text(t('contractNote.text', { total: money(total) }), left, doc.y, { width });
      doc.moveDown(0.5).text(t('contractNote.registered', { company: company.name, date: tradeDate }), { width });

      doc.moveDown(4);
      const signatureTop = doc.y;
      drawSignatureLine(doc, left, signatureTop, half, t('contractNote.placeAndDate'));
      drawSignatureLine(doc, left + half + 20, signatureTop, half, t('contractNote.placeAndDate'));
      drawSignatureLine(doc, left, signatureTop + 50, half, `${t('contractNote.signatureSeller')}: ${holderName(seller)}`);
      drawSignatureLine(doc, left + half + 20, signatureTop + 50, half, `${t('contractNote.signatureBuyer')}: ${holderName(buyer)}`);

      doc.font('Helvetica').fontSize(8).fillColor('#555555').text(`${t('contractNote.issued', { date: today })}. ${t('contractNote.notice')}`, left, signatureTop + 100, { width });
    });
  return { fileName: `contract-note-${company.organisationNumber}-${entry.sequence}.pdf`, contentType: 'application/pdf', write };
};
