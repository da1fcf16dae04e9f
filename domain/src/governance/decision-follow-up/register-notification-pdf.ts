import { PDFDocument } from 'pdf-lib';
import { PassThrough } from 'node:stream';
import { translate } from '../../collected/translate';
import { formatLongDate } from '../../kernel/format/date';
import { formatMoneyExact } from '../../kernel/format/money';
import { formatShares } from '../../kernel/format/shares';
import type { Language } from '../../kernel/i18n/languages';
import { drawCompanyHeading, writePdfDocument } from '../../kernel/pdf/pdf-document';
import type { Country } from '../../platform/companies/company-constants';
import type { RequiredAttachmentKind } from './decision-follow-up-constants';
import type { NotifiedCapitalChange } from './register-notification-data';

/** What the notification's first pages state. */
export type RegisterNotificationModel = {
  language: Language;
  country: Country;
  company: { name: string; organisationNumber: string };
  projectName: string;
  decisionTitle: string;
  decidedAt: Date;
  producedAt: Date;
  capital: NotifiedCapitalChange | null;
  enclosures: { kind: 'minutes' | 'articles' | RequiredAttachmentKind; name: string; appended: boolean }[];
};

/** A document to put after the first pages: a PDF's pages, an image as a page, anything else attached to the PDF. */
export type Enclosure = { name: string; contentType: string; bytes: Uint8Array };

const bytesOfPdfKit = async (draw: (stream: PassThrough) => Promise<void>) => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => stream.on('end', resolve).on('error', reject));
  await draw(stream);
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
};

const drawFirstPages = (model: RegisterNotificationModel) => {
  const t = (key: string, params?: Record<string, string>) => translate(model.language, key, params);
  const money = (amount: string) => formatMoneyExact(amount, model.language, model.capital?.currency ?? 'NOK');
  const shares = (count: bigint) => formatShares(count, model.language);
  return bytesOfPdfKit((stream) =>
    writePdfDocument(stream, `${t('decisionFollowUp.notification.title')} ${model.company.name}`, (doc) => {
      drawCompanyHeading(doc, t('decisionFollowUp.notification.title'), model.company, t('decisionFollowUp.notification.organisationNumber'));
      doc.moveDown(0.5).fontSize(11).text(t('decisionFollowUp.notification.to', { authority: t(`decisionFollowUp.notification.authority.${model.country}`) }), { align: 'center' });
      doc.moveDown(1.5);
      const row = (label: string, value: string) => {
        doc.font('Helvetica-Bold').fontSize(10).text(label, { continued: true }).font('Helvetica').text(`  ${value}`);
        doc.moveDown(0.2);
      };
      row(t('decisionFollowUp.notification.decision'), model.decisionTitle);
      row(t('decisionFollowUp.notification.meeting'), model.projectName);
      row(t('decisionFollowUp.notification.decidedAt'), formatLongDate(model.decidedAt, model.language));
      const capital = model.capital;
      if (capital) {
        doc.moveDown();
        row(t('decisionFollowUp.notification.oldShareCapital'), money(capital.oldShareCapital));
        row(t('decisionFollowUp.notification.newShareCapital'), money(capital.newShareCapital));
        row(t('decisionFollowUp.notification.oldShares'), shares(capital.oldShares));
        row(t('decisionFollowUp.notification.newShares'), shares(capital.newShares));
        row(t('decisionFollowUp.notification.nominalValue'), money(capital.oldNominalValue));
        if (capital.newNominalValue !== capital.oldNominalValue) row(t('decisionFollowUp.notification.newNominalValue'), money(capital.newNominalValue));
        doc.moveDown().font('Helvetica-Bold').fontSize(12).text(t('decisionFollowUp.notification.subscriptionList'));
        doc.moveDown(0.3);
        for (const subscriber of capital.subscribers) {
          const name = subscriber.identifier ? `${subscriber.name} (${subscriber.identifier})` : subscriber.name;
          doc.font('Helvetica').fontSize(10).text(t('decisionFollowUp.notification.subscriberLine', { name, shares: shares(subscriber.shares), amount: money(subscriber.amount) }));
        }
        doc.moveDown(0.3).font('Helvetica-Bold').text(t('decisionFollowUp.notification.total', { amount: money(capital.totalAmount) }));
      }
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(t('decisionFollowUp.notification.enclosures'));
      doc.moveDown(0.3).font('Helvetica').fontSize(10);
      for (const enclosure of model.enclosures) {
        const kind = enclosure.kind === 'minutes' || enclosure.kind === 'articles' ? t(`decisionFollowUp.notification.enclosure.${enclosure.kind}`) : t(`decisionFollowUp.kind.${enclosure.kind}`);
        doc.text(`• ${kind}: ${enclosure.name}${enclosure.appended ? '' : ` (${t('decisionFollowUp.notification.enclosure.attached')})`}`);
      }
      doc.moveDown().fontSize(9).text(t('decisionFollowUp.notification.producedAt', { date: formatLongDate(model.producedAt, model.language) }));
    }),
  );
};

/** Whether an enclosure goes in as pages (PDFs and the images pdf-lib embeds) rather than as a file attached to the PDF. */
export const appendsAsPages = (contentType: string) => ['application/pdf', 'image/png', 'image/jpeg'].includes(contentType);

/** How an enclosure goes in: a readable PDF's pages, an image as a page, else (other files, or a damaged PDF or image) attached. */
type Placement = { kind: 'pages'; source: PDFDocument; pages: number[] } | { kind: 'image' } | { kind: 'attached' };

const placementOf = async (enclosure: Enclosure): Promise<Placement> => {
  if (!appendsAsPages(enclosure.contentType)) return { kind: 'attached' };
  try {
    if (enclosure.contentType === 'application/pdf') {
      // pdf-lib loads leniently: a document without a page tree fails only when its pages are read.
      const source = await PDFDocument.load(enclosure.bytes, { ignoreEncryption: true });
      return { kind: 'pages', source, pages: source.getPageIndices() };
    }
    const probe = await PDFDocument.create();
    await (enclosure.contentType === 'image/png' ? probe.embedPng(enclosure.bytes) : probe.embedJpg(enclosure.bytes));
    return { kind: 'image' };
  } catch {
    // An upload that only claims to be a PDF or an image still reaches the register, as a file.
    return { kind: 'attached' };
  }
};

const append = async (target: PDFDocument, enclosure: Enclosure, placement: Placement) => {
  if (placement.kind === 'pages') {
    for (const page of await target.copyPages(placement.source, placement.pages)) target.addPage(page);
    return;
  }
  if (placement.kind === 'image') {
    const image = enclosure.contentType === 'image/png' ? await target.embedPng(enclosure.bytes) : await target.embedJpg(enclosure.bytes);
    const page = target.addPage([595.28, 841.89]);
    const scaled = image.scaleToFit(495, 741);
    page.drawImage(image, { x: (595.28 - scaled.width) / 2, y: (841.89 - scaled.height) / 2, width: scaled.width, height: scaled.height });
    return;
  }
  await target.attach(enclosure.bytes, enclosure.name, { mimeType: enclosure.contentType });
};

/**
 * The register notification package (the sendToBR step) as one PDF: the first pages with the notification's data in
 * the reader's language, then each enclosure in order, as pages or, for a file that is not a readable PDF or image, attached
 * (the first pages say which).
 */
export const registerNotificationPdf = async (model: RegisterNotificationModel, enclosures: readonly Enclosure[]): Promise<Uint8Array> => {
  const placements = await Promise.all(enclosures.map(placementOf));
  const listed = model.enclosures.map((entry, index) => ({ ...entry, appended: placements[index]?.kind !== 'attached' }));
  const target = await PDFDocument.load(await drawFirstPages({ ...model, enclosures: listed }));
  for (const [index, enclosure] of enclosures.entries()) await append(target, enclosure, placements[index]!);
  return target.save();
};
