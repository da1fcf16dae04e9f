import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { boxHeight, boxWidth, layOutOwnershipMap } from './ownership-map-layout';
import type { OwnershipMapView } from './ownership-views';

/** The map on one landscape A4 page (scaled down to fit), under its title, written to `stream`. */
export const renderOwnershipMapPdf = async (map: OwnershipMapView, title: string, stream: Writable) => {
  const { width, height, nodes, edges } = layOutOwnershipMap(map);
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: title } });
  const done = new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
  doc.pipe(stream);
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  const top = doc.y + 10;
  const scale = Math.min(1, (doc.page.width - 72) / width, (doc.page.height - top - 36) / height);
  doc.save().translate(36, top).scale(scale);
  for (const e of edges) {
    doc.moveTo(e.from.x, e.from.y).lineTo(e.to.x, e.to.y).lineWidth(1).strokeColor('#607d8b').stroke();
    doc.font('Helvetica').fontSize(9).fillColor('#37474f').text(`${e.ownershipInPercent} %`, (e.from.x + e.to.x) / 2 + 4, (e.from.y + e.to.y) / 2 - 5, { lineBreak: false });
  }
  for (const n of nodes) {
    doc.roundedRect(n.x, n.y, boxWidth, boxHeight, 6).fillAndStroke(n.key === map.rootKey ? '#c8e6c9' : n.kind === 'PERSON' ? '#fff3e0' : '#e3f2fd', '#455a64');
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(10).text(n.name, n.x + 8, n.y + 10, { width: boxWidth - 16, height: 14, ellipsis: true, lineBreak: false });
    doc.font('Helvetica').fontSize(9).text(n.organizationNumber ?? (n.birthYear ? String(n.birthYear) : ''), n.x + 8, n.y + 30, { lineBreak: false });
  }
  doc.restore();
  doc.end();
  await done;
};
