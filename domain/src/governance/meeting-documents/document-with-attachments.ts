import type { EntityManager } from '@mikro-orm/core';
import { zipSync } from 'fflate';
import { PassThrough, type Writable } from 'node:stream';
import type { Company } from '../../platform/companies/company.entity';
import type { RegisterFile } from '../../register/export/export-register';
import { findDocumentAttachments } from '../projects/document-attachments';
import { DocumentAttachment } from '../projects/document-attachment.entity';
import type { ProjectDocument } from '../projects/project-document.entity';
import { meetingDocumentPdf } from './meeting-document-pdf';

const collect = async (file: RegisterFile): Promise<Uint8Array> => {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  await file.write(stream);
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
};

/** Names unique within the zip: a second `budsjett.pdf` becomes `budsjett (2).pdf`. */
const uniqueName = (taken: Set<string>, name: string) => {
  let candidate = name;
  for (let count = 2; taken.has(candidate.toLowerCase()); count++) candidate = name.replace(/(\.[^.]+)?$/, (extension) => ` (${count})${extension}`);
  taken.add(candidate.toLowerCase());
  return candidate;
};

/**
 * The notice with its attachments (seed 002, sections 4 and 7: download-notice-and-attachments): without attachments
 * the notice's PDF; with them a zip of the PDF and each attachment as uploaded (the page warns first when one is not a
 * PDF).
 */
export const documentWithAttachments = async ({ em, company, document, pdf: given }: { em: EntityManager; company: Company; document: ProjectDocument; pdf?: RegisterFile }): Promise<RegisterFile> => {
  // A board meeting's documents are rendered here; a general meeting's notice is rendered by its room and passed in.
  const pdf = given ?? (await meetingDocumentPdf({ em, company, document }));
  const attachments = await findDocumentAttachments(em, [document]);
  if (!attachments.length) return pdf;
  const withContent = await em.find(DocumentAttachment, { id: { $in: attachments.map(({ id }) => id) } }, { populate: ['content'], orderBy: { createdAt: 'asc', id: 'asc' } });
  const taken = new Set<string>();
  const files: Record<string, Uint8Array> = { [uniqueName(taken, pdf.fileName)]: await collect(pdf) };
  for (const attachment of withContent) files[uniqueName(taken, attachment.fileName)] = new Uint8Array(attachment.content);
  const zip = zipSync(files, { level: 6 });
  return {
    fileName: pdf.fileName.replace(/\.pdf$/, '.zip'),
    contentType: 'application/zip',
    write: async (stream: Writable) => {
      stream.end(Buffer.from(zip));
    },
  };
};
